import { Controller, get, type ControllerRenderProps, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { Checkbox } from '@/ui/checkbox'
import { ChoiceGroup } from '@/ui/choice-group'
import { Combobox } from '@/ui/combobox'
import { DateField } from '@/ui/date-field'
import { DateRangeField } from '@/ui/date-range-field'
import { FieldNote, Select, TextField } from '@/ui/field'
import { TextareaField } from '@/ui/textarea-field'
import { demoKey } from '../shared/demo-key'
import { useDemoT } from '../shared/use-demo-t'

interface TextOptions {
  /** A key of the namespace instead of `<label>.<name>` (e.g. `f.email`). */
  label?: string
  type?: 'text' | 'email' | 'password' | 'tel'
  /** Typed left to right in every language (codes, numbers, e-mail). */
  ltr?: boolean
  numeric?: boolean
  hint?: string
}

/**
 * The field blocks of the wizard examples, bound to the wizard's one form: each draws a kit input
 * labelled `<keys.label>.<name>` (options `<keys.options>.<group>.<value>`) with its translated
 * zod error. One place for what the create-deal and property-listing steps repeat.
 */
export function useWizardFields<V extends FieldValues>(form: UseFormReturn<V>, keys: { label: string; options: string }) {
  const { t, err } = useDemoT()
  const { register, control } = form
  const error = (name: string) => err((get(form.formState.errors, name) as { message?: string } | undefined)?.message)
  const label = (name: string) => t(demoKey(`${keys.label}.${name}`))
  /** A kit input that is not a native one, bound through a Controller. */
  const controlled = (name: Path<V>, draw: (field: ControllerRenderProps<V, Path<V>>) => React.ReactElement) => (
    <Controller key={name} control={control} name={name} render={({ field }) => draw(field)} />
  )
  const opts = (group: string, values: readonly string[], icons?: Record<string, React.ReactNode>) =>
    values.map((value) => ({ value, label: t(demoKey(`${keys.options}.${group}.${value}`)), icon: icons?.[value] }))
  /** What a list field (checkboxes, chips) takes: its label, options, `string[]` value and error. */
  const listProps = (name: Path<V>, group: string, values: readonly string[], field: ControllerRenderProps<V, Path<V>>) => ({
    className: 'sm:col-span-2',
    label: label(name),
    options: opts(group, values),
    value: field.value as string[],
    onChange: field.onChange,
    error: error(name),
  })

  return {
    error,
    text: (name: Path<V>, o: TextOptions = {}) => (
      <TextField
        key={name}
        label={o.label ? t(demoKey(o.label)) : label(name)}
        type={o.type}
        inputMode={o.numeric ? 'decimal' : undefined}
        dir={o.ltr || o.numeric ? 'ltr' : undefined}
        className="text-start"
        hint={o.hint}
        {...register(name)}
        error={error(name)}
      />
    ),
    textarea: (name: Path<V>, limit: number) => (
      <div key={name} className="sm:col-span-2">
        <TextareaField label={label(name)} limit={limit} {...register(name)} error={error(name)} />
      </div>
    ),
    select: (name: Path<V>, group: string, values: readonly string[]) => (
      <Select
        key={name}
        label={label(name)}
        options={opts(group, values)}
        placeholder={t('shared.choose')}
        {...register(name)}
        error={error(name)}
      />
    ),
    /** Radios as cards (`icons`: large icons above the labels), the full width of the step. */
    radios: (name: Path<V>, group: string, values: readonly string[], icons?: Record<string, React.ReactNode>) =>
      controlled(name, (field) => (
        <ChoiceGroup
          type="radio"
          variant={icons ? 'icon' : 'card'}
          columns={values.length === 2 ? 2 : values.length === 4 ? 4 : 3}
          className="sm:col-span-2"
          label={label(name)}
          options={opts(group, values, icons)}
          value={(field.value as string) || null}
          onChange={field.onChange}
          error={error(name)}
        />
      )),
    checks: (name: Path<V>, group: string, values: readonly string[]) =>
      controlled(name, (field) => <ChoiceGroup type="checkbox" {...listProps(name, group, values, field)} />),
    /** One box for a yes / no field; its error (an acceptance) under it. */
    check: (name: Path<V>) =>
      controlled(name, (field) => (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <Checkbox label={label(name)} checked={Boolean(field.value)} onChange={field.onChange} />
          <FieldNote id={`${name}-note`} error={error(name)} />
        </div>
      )),
    /** Multi-select with chips (the kit's Combobox). */
    multi: (name: Path<V>, group: string, values: readonly string[]) =>
      controlled(name, (field) => <Combobox multiple {...listProps(name, group, values, field)} />),
    date: (name: Path<V>) =>
      controlled(name, (field) => (
        <DateField
          label={label(name)}
          value={(field.value as string) || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )),
    /** A `{ from, to }` field of ISO dates ('' when not chosen). */
    dateRange: (name: Path<V>) =>
      controlled(name, (field) => {
        const v = field.value as { from: string; to: string }
        return (
          <DateRangeField
            label={label(name)}
            value={{ from: v.from || null, to: v.to || null }}
            onChange={(r) => field.onChange({ from: r.from ?? '', to: r.to ?? '' })}
            error={error(`${name}.from`) ?? error(`${name}.to`)}
          />
        )
      }),
  }
}
