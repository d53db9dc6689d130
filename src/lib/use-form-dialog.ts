import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { applyServerErrors } from './form-errors'

export interface FormDialogOptions<In extends FieldValues, Out> {
  schema: z.ZodType<Out, In>
  /** Whether the dialog is open: the form is reset to `values()` each time it opens. */
  open: boolean
  /** The form's values on opening (the edited record's, or blank ones). */
  values: () => DefaultValues<In>
  /**
   * Sends the parsed values (a mutation's `mutateAsync`, whose `meta.feedback` toasts success and
   * failure). A 400 with field errors is put on the fields; on success `onDone` runs (close).
   */
  submit: (values: Out) => Promise<unknown>
  onDone?: () => void
  /** Server field -> form field, when they differ. */
  rename?: Record<string, string>
  /** Re-reset when these change while open (the record behind the form). */
  deps?: readonly unknown[]
}

export interface FormDialog<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>
  /** The `id` of the <form>, for a submit button in the dialog's footer (`form={formId}`). */
  formId: string
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
}

/**
 * A react-hook-form form inside a dialog or drawer, typed from the zod schema's input (what the
 * fields hold) and output (what is sent): reset on open, validated by the schema, server field
 * errors applied to the fields, and done (close) after success. The toasts are the mutation's.
 */
export function useFormDialog<In extends FieldValues, Out>({
  schema,
  open,
  values,
  submit,
  onDone,
  rename,
  deps = [],
}: FormDialogOptions<In, Out>): FormDialog<In, Out> {
  const formId = useId()
  const form = useForm<In, unknown, Out>({ resolver: zodResolver<In, unknown, Out>(schema), defaultValues: values() })
  const { reset, setError, handleSubmit } = form

  useEffect(() => {
    if (open) reset(values())
    // `values` is a fresh closure each render: reset on opening and when the record changes only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset, ...deps])

  const onSubmit = handleSubmit(async (parsed) => {
    try {
      await submit(parsed)
      onDone?.()
    } catch (error) {
      applyServerErrors(error, setError, rename)
    }
  })

  return { form, formId, onSubmit }
}
