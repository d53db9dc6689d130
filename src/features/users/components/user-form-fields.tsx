import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { RoleCard } from '@/api/contracts/roles'
import { BILLING_METHODS, USER_PLANS, USER_STATUSES, type UserInput, type userInput } from '@/api/contracts/users'
import { cn } from '@/lib/cn'
import { FLAG_COUNTRIES, languageName, regionName } from '@/lib/display-names'
import { useErrorText } from '@/lib/form-errors'
import { Select, TextField } from '@/ui/field'
import type { z } from 'zod'
import { roleLabel } from '@/lib/role-label'
import { BILLING_KEY, USER_LANGUAGES } from '../lib/user-meta'

export type UserParsed = z.output<typeof userInput>
export type UserForm = UseFormReturn<UserInput, unknown, UserParsed>

/** An empty user form: selects start on their placeholder, so the contract's schema asks for a choice. */
export function blankUser(): UserInput {
  return {
    fullName: '',
    username: '',
    email: '',
    contact: '',
    company: '',
    country: '',
    role: '',
    // Empty until chosen (the schema answers `validation.invalidChoice`).
    currentPlan: '' as UserInput['currentPlan'],
  }
}

/** Options with the current value kept even when it is not among the usual ones. */
const withCurrent = (codes: readonly string[], current: string | undefined) =>
  current && !codes.includes(current) ? [...codes, current] : [...codes]

/**
 * The fields of a user, shared by the "Add user" drawer and the edit dialog; `full` adds the
 * fields an admin edits later (status, billing, language, tax id). Validation messages come from
 * the contract (`validation.*` keys) or from the API's 400 answer (email and username taken).
 */
export function UserFormFields({
  form,
  roles,
  full,
  className,
}: {
  form: UserForm
  roles: RoleCard[] | undefined
  full?: boolean
  className?: string
}) {
  const { t } = useTranslation('users')
  const errorText = useErrorText()
  const { register, formState, watch } = form
  const { errors } = formState
  const country = watch('country')
  const role = watch('role')
  const language = watch('language')

  const countryOptions = withCurrent(FLAG_COUNTRIES, country)
    .map((c) => ({ value: c, label: regionName(c) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const roleOptions = withCurrent(
    (roles ?? []).map((r) => r.name),
    role,
  ).map((r) => ({ value: r, label: roleLabel(t, r) }))

  return (
    <div className={cn('grid gap-4', full && 'sm:grid-cols-2', className)}>
      <TextField
        label={t('fields.fullName')}
        required
        autoComplete="off"
        placeholder={t('form.fullNamePlaceholder')}
        {...register('fullName')}
        error={errorText(errors.fullName?.message)}
      />
      <TextField
        label={t('fields.username')}
        required
        autoComplete="off"
        dir="ltr"
        className="text-start"
        placeholder={t('form.usernamePlaceholder')}
        {...register('username')}
        error={errorText(errors.username?.message)}
      />
      <TextField
        label={t('fields.email')}
        required
        type="email"
        autoComplete="off"
        dir="ltr"
        className="text-start"
        placeholder={t('form.emailPlaceholder')}
        {...register('email')}
        error={errorText(errors.email?.message)}
      />
      <TextField
        label={t('fields.contact')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="off"
        dir="ltr"
        className="text-start"
        placeholder="+33 6 12 34 56 78"
        {...register('contact')}
        error={errorText(errors.contact?.message)}
      />
      <TextField label={t('fields.company')} autoComplete="off" {...register('company')} error={errorText(errors.company?.message)} />
      <Select
        label={t('fields.country')}
        placeholder={t('form.chooseCountry')}
        options={countryOptions}
        {...register('country')}
        error={errorText(errors.country?.message)}
      />
      {full && (
        <Select
          label={t('fields.language')}
          options={withCurrent(USER_LANGUAGES, language).map((l) => ({ value: l, label: languageName(l) }))}
          {...register('language')}
          error={errorText(errors.language?.message)}
        />
      )}
      {full && (
        <TextField
          label={t('fields.taxId')}
          autoComplete="off"
          dir="ltr"
          className="text-start"
          {...register('taxId')}
          error={errorText(errors.taxId?.message)}
        />
      )}
      <Select
        label={t('fields.role')}
        placeholder={t('form.chooseRole')}
        options={roleOptions}
        {...register('role')}
        error={errorText(errors.role?.message)}
      />
      <Select
        label={t('fields.plan')}
        placeholder={t('form.choosePlan')}
        options={USER_PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))}
        {...register('currentPlan')}
        error={errorText(errors.currentPlan?.message)}
      />
      {full && (
        <Select
          label={t('fields.status')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          {...register('status')}
          error={errorText(errors.status?.message)}
        />
      )}
      {full && (
        <Select
          label={t('fields.billing')}
          options={BILLING_METHODS.map((b) => ({ value: b, label: t(`billing.${BILLING_KEY[b]}`) }))}
          {...register('billing')}
          error={errorText(errors.billing?.message)}
        />
      )}
    </div>
  )
}
