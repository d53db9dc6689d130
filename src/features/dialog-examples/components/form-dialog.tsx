import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useErrorText } from '@/lib/form-errors'
import { Dialog, DialogBody, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { FormFooter } from '@/ui/form-footer'
import { useToast } from '@/ui/toast'

export interface ExampleDialogProps {
  open: boolean
  onClose: () => void
}

type Schema = z.ZodType<FieldValues, FieldValues>
export type FormOf<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>>
/** The translated error of a field, or undefined. */
export type ErrorOf<S extends Schema> = (name: FieldPath<z.input<S>>) => string | undefined

interface FormDialogProps<S extends Schema> extends ExampleDialogProps {
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  title: React.ReactNode
  description?: React.ReactNode
  submitLabel?: string
  /** The toast shown when the form is valid. */
  done: (values: z.output<S>) => string
  size?: 'sm' | 'md' | 'lg' | 'xl'
  children: (form: FormOf<S>, err: ErrorOf<S>) => React.ReactNode
}

/**
 * A form dialog of the examples: validates with its schema, confirms with a toast and closes
 * (nothing is stored). The form mounts with the dialog, so each opening starts afresh.
 */
export function FormDialog<S extends Schema>({ open, onClose, size, ...props }: FormDialogProps<S>) {
  return (
    <Dialog open={open} onClose={onClose} size={size}>
      <FormDialogContent onClose={onClose} {...props} />
    </Dialog>
  )
}

function FormDialogContent<S extends Schema>({
  onClose,
  schema,
  defaultValues,
  title,
  description,
  submitLabel,
  done,
  children,
}: Omit<FormDialogProps<S>, 'open' | 'size'>) {
  const { t } = useTranslation('pages')
  const toast = useToast()
  const id = useId()
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never), defaultValues })
  const errorText = useErrorText()
  const err: ErrorOf<S> = (name) => errorText(form.getFieldState(name, form.formState).error?.message)
  const submit = form.handleSubmit((values) => {
    toast(done(values))
    onClose()
  })
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      <DialogBody>
        <form id={id} onSubmit={submit} noValidate className="space-y-4">
          {children(form, err)}
        </form>
      </DialogBody>
      <DialogFooter>
        <FormFooter form={id} submitLabel={submitLabel ?? t('dialogs.submit')} onCancel={onClose} />
      </DialogFooter>
    </>
  )
}
