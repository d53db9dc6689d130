import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { z } from 'zod'
import { registerRequest, type RegisterRequest } from '@/api/contracts/auth'
import { useFormDraft } from '@/lib/use-form-draft'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { TextField } from '@/ui/field'

/** The register form with the privacy-policy box (the template's register demos). */
const withTerms = registerRequest.extend({ terms: z.boolean().refine(Boolean, 'pages:validation.terms') })
type Values = RegisterRequest & { terms?: boolean }

/**
 * Username, email, password and submit: the form of /register and of the register demos
 * (`terms` adds the privacy-policy box). `onSubmit` answers field errors (i18n keys) when it fails.
 */
export function RegisterForm({
  onSubmit,
  pending,
  loginTo,
  terms,
  draftKey,
}: {
  onSubmit: (values: RegisterRequest) => Promise<Partial<Record<keyof RegisterRequest, string>> | void> | void
  pending?: boolean
  loginTo: string
  terms?: boolean
  /** Keeps what was typed across an app update's reload (the password is never kept). */
  draftKey: string
}) {
  const { t } = useTranslation(['common', 'pages'])
  const resolver = useMemo(() => zodResolver(terms ? withTerms : registerRequest), [terms])
  const form = useForm<Values>({ resolver, defaultValues: { username: '', email: '', password: '', ...(terms ? { terms: false } : {}) } })
  const { register, handleSubmit, setError, formState, control } = form
  useFormDraft(draftKey, form)
  const err = (m?: string) => (m ? t(m, { defaultValue: m }) : undefined)
  const submit = handleSubmit(async ({ terms: _terms, ...values }) => {
    const problems = await onSubmit(values)
    for (const [field, message] of Object.entries(problems ?? {})) setError(field as keyof RegisterRequest, { message })
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('auth.fields.username')}
        autoComplete="username"
        autoFocus
        error={err(formState.errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        error={err(formState.errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.register.passwordHint')}
        error={err(formState.errors.password?.message)}
        {...register('password')}
      />
      {terms && (
        <Controller
          control={control}
          name="terms"
          render={({ field, fieldState }) => (
            <div>
              <Checkbox checked={Boolean(field.value)} onChange={field.onChange} label={t('pages:auth.terms')} />
              {fieldState.error?.message && (
                <p role="alert" className="mt-1 text-[0.8125rem] text-error">
                  {err(fieldState.error.message)}
                </p>
              )}
            </div>
          )}
        />
      )}
      <Button type="submit" block size="lg" loading={pending}>
        {t('auth.register.submit')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to={loginTo} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
          {t('auth.register.signIn')}
        </Link>
      </p>
    </form>
  )
}
