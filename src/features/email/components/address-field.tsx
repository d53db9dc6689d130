import type { FieldError, Merge } from 'react-hook-form'
import { useErrorText } from '@/lib/form-errors'
import { Combobox, type ComboboxItem } from '@/ui/combobox'

/** The first message of an address list's errors: the list's own (`to`) or one address's (`to.2`). */
function firstError(error: Merge<FieldError, (FieldError | undefined)[]> | undefined): string | undefined {
  if (!error) return undefined
  if (error.message) return error.message
  if (Array.isArray(error)) return error.find((e) => e?.message)?.message
  return Object.values(error as Record<string, FieldError | undefined>).find((e) => typeof e === 'object' && e?.message)?.message
}

/**
 * To / Cc / Bcc: addresses as removable chips (typed, then Enter; or picked from known contacts);
 * each is validated by the contract on send (the field says which is wrong).
 */
export function AddressField({
  label,
  value,
  onChange,
  contacts,
  error,
  hint,
  required,
}: {
  label: string
  value: string[] | undefined
  onChange: (value: string[]) => void
  contacts: ComboboxItem[]
  error: Merge<FieldError, (FieldError | undefined)[]> | undefined
  hint?: string
  required?: boolean
}) {
  const errorText = useErrorText()
  return (
    <Combobox
      multiple
      allowCustom
      label={label}
      options={contacts}
      value={value ?? []}
      onChange={(next) => onChange(next.map((v) => v.trim()).filter(Boolean))}
      error={errorText(firstError(error))}
      hint={hint}
      required={required}
    />
  )
}
