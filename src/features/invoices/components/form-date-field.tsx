import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '@/lib/form-errors'
import { DateField } from '@/ui/date-field'

/** The kit's DateField bound to a react-hook-form field holding an ISO day (`''` when empty). */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  required?: boolean
}) {
  const err = useErrorText()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          required={required}
          name={field.name}
          value={(field.value as string | undefined) || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={err(fieldState.error?.message)}
        />
      )}
    />
  )
}
