import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { get, useForm, type FieldValues, type Path, type SubmitErrorHandler } from 'react-hook-form'
import type { z } from 'zod'
import { cn } from '@/lib/cn'
import { Button } from '@/ui/button'
import { useDemoT } from './use-demo-t'

/**
 * A demo form: react-hook-form + zod, no save. `bind(name)` registers a text field and gives it
 * its translated error; a valid submit sets `sent`, which `DemoFormActions` announces.
 */
export function useDemoForm<V extends FieldValues>(schema: z.ZodType<V, V>, defaultValues: V, onInvalid?: SubmitErrorHandler<V>) {
  const { err } = useDemoT()
  const [sent, setSent] = useState(false)
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: defaultValues as never })
  const { errors } = form.formState
  const bind = (name: Path<V>) => ({
    ...form.register(name),
    error: err((get(errors, name) as { message?: string } | undefined)?.message),
  })
  const onSubmit = form.handleSubmit(() => setSent(true), onInvalid)
  const reset = () => {
    form.reset(defaultValues)
    setSent(false)
  }
  return { form, bind, sent, onSubmit, reset }
}

/** Submit + reset row; after a valid submit, a status line says so. */
export function DemoFormActions({ sent, onReset, className }: { sent: boolean; onReset: () => void; className?: string }) {
  const { t } = useDemoT()
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button type="submit">{t('shared.submit')}</Button>
      <Button type="button" variant="outlined" color="secondary" onClick={onReset}>
        {t('shared.reset')}
      </Button>
      <p role="status" className="text-sm text-success">
        {sent ? t('shared.sent') : ''}
      </p>
    </div>
  )
}
