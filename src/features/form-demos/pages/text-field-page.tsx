import { Eye, EyeOff, Globe, Mail, Search, User, X } from 'lucide-react'
import { useState } from 'react'
import { TextField } from '@/ui/field'
import { IconButton } from '@/ui/icon-button'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './text-field-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  return <TextField label={t('f.firstName')} placeholder={t('f.firstNamePlaceholder')} />
}

function Clearable() {
  const { t } = useDemoT()
  const [value, setValue] = useState(t('f.sampleText'))
  return (
    <TextField
      label={t('f.message')}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      end={
        value ? (
          <IconButton label={t('shared.clear')} size="sm" onClick={() => setValue('')}>
            <X />
          </IconButton>
        ) : undefined
      }
    />
  )
}

function Counter() {
  const { t } = useDemoT()
  const [value, setValue] = useState('')
  const limit = 20
  return (
    <TextField
      label={t('f.username')}
      value={value}
      maxLength={limit}
      onChange={(e) => setValue(e.target.value)}
      hint={t('shared.counter', { n: value.length, limit })}
    />
  )
}

function Icons() {
  const { t } = useDemoT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('f.username')} start={<User aria-hidden />} />
      <TextField label={t('f.email')} type="email" dir="ltr" className="text-start" start={<Mail aria-hidden />} />
    </div>
  )
}

function Password() {
  const { t } = useDemoT()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      label={t('f.password')}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      hint={t('v.min8')}
      end={
        <IconButton label={t(shown ? 'shared.hidePassword' : 'shared.showPassword')} size="sm" onClick={() => setShown((s) => !s)}>
          {shown ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    />
  )
}

function PrefixSuffix() {
  const { t } = useDemoT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('f.amount')} inputMode="decimal" dir="ltr" start={<span aria-hidden>€</span>} />
      <TextField label={t('f.website')} dir="ltr" start={<Globe aria-hidden />} />
    </div>
  )
}

function SingleLine() {
  const { t } = useDemoT()
  return <TextField label={t('f.search')} placeholder={t('f.search')} start={<Search aria-hidden />} />
}

function State() {
  const { t } = useDemoT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('shared.disabled')} disabled defaultValue={t('f.sampleText')} />
      <TextField label={t('shared.readonly')} readOnly defaultValue={t('f.sampleText')} />
    </div>
  )
}

function Validation() {
  const { t } = useDemoT()
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  const error = !touched ? undefined : !value ? t('v.required') : value.length > 10 ? t('v.max', { n: 10 }) : undefined
  return (
    <TextField
      label={t('f.firstName')}
      required
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => setTouched(true)}
      error={error}
    />
  )
}

function Density() {
  const { t } = useDemoT()
  return (
    <div className="flex flex-col gap-3">
      <TextField label={t('shared.default')} />
      <TextField label={t('shared.compact')} className="h-8 text-sm" />
    </div>
  )
}

export default function TextFieldPage() {
  return (
    <DemoPage
      page="textField"
      raw={raw}
      demos={{ Basic, Clearable, Counter, Icons, Password, PrefixSuffix, SingleLine, State, Validation, Density }}
    />
  )
}
