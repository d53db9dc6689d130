import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { ChoiceGroup, type ChoiceOption } from '@/ui/choice-group'

/** A wizard step's card radios (three a row, full width), bound to a form field. */
export function CardRadios<T extends FieldValues>({
  control,
  name,
  label,
  options,
  error,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  options: ChoiceOption[]
  error?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceGroup
          type="radio"
          variant="card"
          columns={3}
          className="sm:col-span-2"
          label={label}
          options={options}
          value={field.value || null}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  )
}
