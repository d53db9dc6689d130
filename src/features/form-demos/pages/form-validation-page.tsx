import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { TextField } from '@/ui/field'
import { DemoFormActions } from '../shared/demo-form'
import { DemoPage } from '../shared/demo-page'
import { alphaDash, email, required, validationTypes, type ValidationTypes } from '../shared/demo-schemas'
import { useDemoT } from '../shared/use-demo-t'
import raw from './form-validation-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

const simple = z.object({ name: required, email })

function Simple() {
  const { t, err } = useDemoT()
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof simple>>({ resolver: zodResolver(simple), defaultValues: { name: '', email: '' } })
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('f.fullName')} required {...register('name')} error={err(errors.name?.message)} />
      <TextField
        label={t('f.email')}
        required
        type="email"
        dir="ltr"
        className="text-start"
        {...register('email')}
        error={err(errors.email?.message)}
      />
      <DemoFormActions className="sm:col-span-2" sent={sent} onReset={() => (reset(), setSent(false))} />
    </form>
  )
}

const rules = z.object({ username: alphaDash.pipe(z.string().min(3, 'v.min3').max(20, 'v.max20')) })

function MultipleRules() {
  const { t, err } = useDemoT()
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof rules>>({ resolver: zodResolver(rules), mode: 'onTouched', defaultValues: { username: '' } })
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="grid gap-4">
      <TextField
        label={t('f.username')}
        required
        dir="ltr"
        className="text-start"
        hint={t('v.usernameRules')}
        {...register('username')}
        error={err(errors.username?.message)}
      />
      <DemoFormActions className="sm:col-span-2" sent={sent} onReset={() => (reset(), setSent(false))} />
    </form>
  )
}

const TYPE_FIELDS = [
  'required',
  'email',
  'password',
  'confirmPassword',
  'between',
  'integer',
  'regex',
  'alpha',
  'url',
  'length',
  'alphaDash',
] as const
const LTR = new Set<string>(['email', 'password', 'confirmPassword', 'between', 'integer', 'regex', 'url', 'length', 'alphaDash'])

function ValidationTypes() {
  const { t, err } = useDemoT()
  const [sent, setSent] = useState(false)
  const empty = Object.fromEntries(TYPE_FIELDS.map((f) => [f, ''])) as ValidationTypes
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ValidationTypes>({ resolver: zodResolver(validationTypes), defaultValues: empty })
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="grid gap-4 sm:grid-cols-2">
      {TYPE_FIELDS.map((f) => (
        <TextField
          key={f}
          label={t(demoKey(`validation.fields.${f}`))}
          hint={t(demoKey(`validation.hints.${f}`))}
          type={f.toLowerCase().includes('password') ? 'password' : 'text'}
          dir={LTR.has(f) ? 'ltr' : undefined}
          className="text-start"
          {...register(f)}
          error={err(errors[f]?.message)}
        />
      ))}
      <DemoFormActions className="sm:col-span-2" sent={sent} onReset={() => (reset(empty), setSent(false))} />
    </form>
  )
}

export default function FormValidationPage() {
  return <DemoPage page="validation" raw={raw} single demos={{ Simple, MultipleRules, ValidationTypes }} />
}
