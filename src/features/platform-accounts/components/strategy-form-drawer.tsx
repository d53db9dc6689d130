import { useId } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { strategyInputSchema, type Platform, type Strategy, type StrategyInput, type StrategyInputParsed } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { TextField, Textarea } from '@/ui/field'
import { TimeField } from '@/ui/time-input'
import { FormDrawer } from '@/ui/form-dialog'
import { useStrategyMutations } from '../api/strategies'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { FruitPicker, WeekdayPicker } from './strategy-fields'

export function blankStrategy(platform: Platform): StrategyInput {
  return {
    name: '',
    description: '',
    dailyLikeLimit: 100,
    likeRatio: 50,
    activeHours: { from: '09:00', to: '21:00' },
    activeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    ageMin: 24,
    ageMax: 38,
    maxDistanceKm: 25,
    ...(platform === 'fruitz' ? { fruits: ['cherry' as const] } : {}),
  }
}

export function strategyToInput(platform: Platform, s: Strategy, name = s.name): StrategyInput {
  const { description, dailyLikeLimit, likeRatio, activeHours, activeDays, ageMin, ageMax, maxDistanceKm } = s
  return {
    name,
    description,
    dailyLikeLimit,
    likeRatio,
    activeHours: { ...activeHours },
    activeDays: [...activeDays],
    ageMin,
    ageMax,
    maxDistanceKm,
    ...(platform === 'fruitz' ? { fruits: [...(s.fruits ?? ['cherry'])] } : {}),
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <legend className="float-start mb-1 text-[0.8125rem] font-semibold tracking-wide text-muted uppercase">{title}</legend>
      {children}
    </fieldset>
  )
}

/** A range slider and its value, both labelled by the field. */
function RangeField({
  label,
  min,
  max,
  suffix,
  error,
  ...input
}: Omit<React.ComponentProps<'input'>, 'min' | 'max'> & { label: string; min: number; max: number; suffix: string; error?: string }) {
  const id = useId()
  const value = Number(input.value ?? 0)
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-[0.8125rem] font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-medium text-primary tabular-nums">
          {formatNumber(Number.isNaN(value) ? 0 : value)} {suffix}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        className="w-full accent-[var(--primary)]"
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {error && (
        <p role="alert" className="text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Create / edit / duplicate a strategy in a side drawer, validated by the platform's contract
 * schema (Fruitz adds the fruits). `initial` pre-fills a duplicate.
 */
export function StrategyFormDrawer({
  platform,
  open,
  strategy,
  initial,
  onClose,
}: {
  platform: Platform
  open: boolean
  /** The strategy to edit; null creates one. */
  strategy: Strategy | null
  /** Values of a new strategy (duplicate); default blank. */
  initial?: StrategyInput
  onClose: () => void
}) {
  const { t } = useTranslation(['platform', 'common'])
  const errorText = useErrorText()
  const { create, update } = useStrategyMutations(platform)
  // Either flavour's schema, typed as the union of both (the Fruitz one adds the fruits).
  const schema: z.ZodType<StrategyInputParsed, StrategyInput> = strategyInputSchema(platform)
  const dialog = useFormDialog({
    schema,
    open,
    values: () => (strategy ? strategyToInput(platform, strategy) : (initial ?? blankStrategy(platform))),
    deps: [strategy, initial, platform],
    submit: (body) => (strategy ? update.mutateAsync({ id: strategy.id, body }) : create.mutateAsync(body)),
    onDone: onClose,
  })
  const { register, control, formState } = dialog.form
  const { errors } = formState
  const likeRatio = useWatch({ control, name: 'likeRatio' })
  const distance = useWatch({ control, name: 'maxDistanceKm' })

  const num = { valueAsNumber: true } as const
  return (
    <FormDrawer
      dialog={dialog}
      open={open}
      onClose={onClose}
      width="w-[min(520px,100vw)]"
      title={t(strategy ? 'strategies.form.editTitle' : initial ? 'strategies.form.duplicateTitle' : 'strategies.form.createTitle')}
      subtitle={t('strategies.form.subtitle', { platform: t(`platforms.${platform}`) })}
      submitLabel={t(strategy ? 'common:actions.save' : 'strategies.form.create')}
      label={t('strategies.form.label')}
      className="grid gap-6"
    >
      <Section title={t('strategies.form.sections.identity')}>
        <TextField
          label={t('strategies.fields.name')}
          required
          autoFocus
          autoComplete="off"
          {...register('name')}
          error={errorText(errors.name?.message)}
        />
        <Textarea
          label={t('strategies.fields.description')}
          rows={2}
          {...register('description')}
          error={errorText(errors.description?.message)}
        />
      </Section>

      <Section title={t('strategies.form.sections.pace')}>
        <TextField
          label={t('strategies.fields.dailyLikeLimit')}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          hint={t('strategies.form.dailyLikeLimitHint')}
          {...register('dailyLikeLimit', num)}
          error={errorText(errors.dailyLikeLimit?.message)}
        />
        <RangeField
          {...register('likeRatio', num)}
          label={t('strategies.fields.likeRatio')}
          min={0}
          max={100}
          suffix="%"
          value={likeRatio}
          error={errorText(errors.likeRatio?.message)}
        />
      </Section>

      <Section title={t('strategies.form.sections.schedule')}>
        <div className="grid grid-cols-2 gap-4">
          <TimeField
            label={t('strategies.fields.from')}
            required
            {...register('activeHours.from')}
            error={errorText(errors.activeHours?.from?.message)}
          />
          <TimeField
            label={t('strategies.fields.to')}
            required
            {...register('activeHours.to')}
            error={errorText(errors.activeHours?.to?.message)}
          />
        </div>
        <p className="-mt-2 text-[0.8125rem] text-muted">{t('strategies.form.overnightHint')}</p>
        <Controller
          control={control}
          name="activeDays"
          render={({ field }) => (
            <WeekdayPicker
              value={field.value ?? []}
              onChange={field.onChange}
              error={errorText(errors.activeDays?.message ?? errors.activeDays?.root?.message)}
            />
          )}
        />
      </Section>

      <Section title={t('strategies.form.sections.targeting')}>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('strategies.fields.ageMin')}
            required
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            {...register('ageMin', num)}
            error={errorText(errors.ageMin?.message)}
          />
          <TextField
            label={t('strategies.fields.ageMax')}
            required
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            {...register('ageMax', num)}
            error={errorText(errors.ageMax?.message)}
          />
        </div>
        <RangeField
          {...register('maxDistanceKm', num)}
          label={t('strategies.fields.maxDistanceKm')}
          min={1}
          max={160}
          suffix={t('strategies.km')}
          value={distance}
          error={errorText(errors.maxDistanceKm?.message)}
        />
        {platform === 'fruitz' && (
          <Controller
            control={control}
            name="fruits"
            render={({ field }) => (
              <FruitPicker
                value={field.value ?? []}
                onChange={field.onChange}
                error={errorText(errors.fruits?.message ?? errors.fruits?.root?.message)}
              />
            )}
          />
        )}
      </Section>
    </FormDrawer>
  )
}
