import { Controller } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import {
  ACCOUNT_STATUSES,
  COUNTRIES,
  FRUITS,
  accountInputSchema,
  type Account,
  type AccountInput,
  type AccountInputParsed,
  type Platform,
} from '@/api/contracts/platform'
import { formatDate, formatNumber, formatRelative } from '@/lib/format'
import { Select, TextField, Textarea } from '@/ui/field'
import { FormDrawer } from '@/ui/form-dialog'
import { useAccountMutations } from '../api/accounts'
import { useModelOptions, useStrategyOptions } from '../api/strategies'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { STATUS_ORDER, countryName, matchRate } from '../lib/platform-meta'

const toId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v))

/** Empty form of a new account (the Fruitz flavour starts on cherry). */
export function blankAccount(platform: Platform): AccountInput {
  return {
    name: '',
    phone: '',
    modelId: null,
    strategyId: null,
    status: 'warming',
    city: '',
    country: 'FR',
    notes: '',
    ...(platform === 'fruitz' ? { fruit: 'cherry' as const } : {}),
  }
}

export function accountToInput(platform: Platform, a: Account): AccountInput {
  const { name, phone, modelId, strategyId, status, city, notes } = a
  const country = (COUNTRIES as readonly string[]).includes(a.country) ? (a.country as AccountInput['country']) : 'FR'
  return {
    name,
    phone,
    modelId,
    strategyId,
    status,
    city,
    country,
    notes,
    ...(platform === 'fruitz' ? { fruit: a.fruit ?? 'cherry' } : {}),
  }
}

/**
 * Create/edit form of an account in a side drawer: react-hook-form validated by the contract's
 * schema of the platform (the Fruitz flavour adds the fruit), server field errors shown in place.
 */
export function AccountFormDrawer({
  platform,
  open,
  account,
  onClose,
}: {
  platform: Platform
  open: boolean
  /** The account to edit; null creates one. */
  account: Account | null
  onClose: () => void
}) {
  const { t } = useTranslation(['platform', 'common'])
  const errorText = useErrorText()
  const { create, update } = useAccountMutations(platform)
  const strategies = useStrategyOptions(platform)
  const models = useModelOptions()
  // Either flavour's schema, typed as the union of both (the Fruitz one adds the fruit).
  const schema: z.ZodType<AccountInputParsed, AccountInput> = accountInputSchema(platform)
  const dialog = useFormDialog({
    schema,
    open,
    values: () => (account ? accountToInput(platform, account) : blankAccount(platform)),
    deps: [account, platform],
    submit: (body) => (account ? update.mutateAsync({ id: account.id, body }) : create.mutateAsync(body)),
    onDone: onClose,
  })
  const { register, formState, control } = dialog.form
  const { errors } = formState

  // Names in the active language, sorted for it (13 entries: cheap enough to redo on each render).
  const countryOptions = COUNTRIES.map((c) => ({ value: c, label: countryName(c) })).sort((a, b) => a.label.localeCompare(b.label))

  return (
    <FormDrawer
      dialog={dialog}
      open={open}
      onClose={onClose}
      width="w-[min(480px,100vw)]"
      title={t(account ? 'accounts.form.editTitle' : 'accounts.form.createTitle', { platform: t(`platforms.${platform}`) })}
      subtitle={account ? t('accounts.form.createdOn', { date: formatDate(account.createdAt) }) : t('accounts.form.createHint')}
      submitLabel={t(account ? 'common:actions.save' : 'accounts.form.create')}
      label={t('accounts.form.label')}
      className="grid gap-4"
      before={
        account && (
          <dl className="mb-5 grid grid-cols-3 gap-3 rounded-lg bg-surface-2 p-3 text-center" aria-label={t('accounts.form.performance')}>
            <div>
              <dt className="text-[0.8125rem] text-muted">{t('accounts.fields.likes')}</dt>
              <dd className="text-lg font-medium text-strong tabular-nums">{formatNumber(account.stats.likes)}</dd>
            </div>
            <div>
              <dt className="text-[0.8125rem] text-muted">{t('accounts.fields.matches')}</dt>
              <dd className="text-lg font-medium text-strong tabular-nums">{formatNumber(account.stats.matches)}</dd>
            </div>
            <div>
              <dt className="text-[0.8125rem] text-muted">{t('accounts.fields.lastActiveAt')}</dt>
              <dd className="truncate pt-1 text-sm text-strong">
                {account.lastActiveAt ? formatRelative(account.lastActiveAt) : t('accounts.never')}
              </dd>
            </div>
            <p className="col-span-3 text-[0.8125rem] text-muted">
              {t('accounts.form.matchRate', {
                rate: formatNumber(matchRate(account.stats) / 100, { style: 'percent', maximumFractionDigits: 1 }),
              })}
            </p>
          </dl>
        )
      }
    >
      <TextField
        label={t('accounts.fields.name')}
        required
        autoComplete="off"
        autoFocus
        {...register('name')}
        error={errorText(errors.name?.message)}
      />
      <TextField
        label={t('accounts.fields.phone')}
        required
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="off"
        placeholder="+33 6 39 98 12 34"
        hint={t('accounts.form.phoneHint')}
        className="text-start"
        {...register('phone')}
        error={errorText(errors.phone?.message)}
      />
      <div className={platform === 'fruitz' ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
        <Select
          label={t('accounts.fields.status')}
          options={STATUS_ORDER.filter((s) => ACCOUNT_STATUSES.includes(s)).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          {...register('status')}
          error={errorText(errors.status?.message)}
        />
        {platform === 'fruitz' && (
          <Select
            label={t('accounts.fields.fruit')}
            options={FRUITS.map((f) => ({ value: f, label: t(`fruits.${f}`) }))}
            {...register('fruit')}
            error={errorText(errors.fruit?.message)}
          />
        )}
      </div>
      {/* Controlled, so that the choice shows once the options have loaded. */}
      <Controller
        control={control}
        name="modelId"
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label={t('accounts.fields.model')}
            placeholder={t('accounts.noModel')}
            options={(models.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(e) => field.onChange(toId(e.target.value))}
            onBlur={field.onBlur}
            error={errorText(errors.modelId?.message)}
            hint={models.isError ? t('accounts.form.optionsFailed') : undefined}
          />
        )}
      />
      <Controller
        control={control}
        name="strategyId"
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label={t('accounts.fields.strategy')}
            placeholder={t('accounts.noStrategy')}
            options={(strategies.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(e) => field.onChange(toId(e.target.value))}
            onBlur={field.onBlur}
            error={errorText(errors.strategyId?.message)}
            hint={strategies.isError ? t('accounts.form.optionsFailed') : undefined}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('accounts.fields.country')}
          options={countryOptions}
          {...register('country')}
          error={errorText(errors.country?.message)}
        />
        <TextField
          label={t('accounts.fields.city')}
          required
          autoComplete="off"
          {...register('city')}
          error={errorText(errors.city?.message)}
        />
      </div>
      <Textarea label={t('accounts.fields.notes')} rows={3} {...register('notes')} error={errorText(errors.notes?.message)} />
    </FormDrawer>
  )
}
