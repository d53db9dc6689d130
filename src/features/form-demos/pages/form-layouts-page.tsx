import { Lock, Mail, Phone, User } from 'lucide-react'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from 'zod'
import { cn } from '@/lib/cn'
import { Checkbox } from '@/ui/checkbox'
import { ExpansionPanel, ExpansionPanels } from '@/ui/expansion-panel'
import { Select, TextField } from '@/ui/field'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import { DemoFormActions, useDemoForm } from '../shared/demo-form'
import { demoKey } from '../shared/demo-key'
import { DemoPage } from '../shared/demo-page'
import { alphaDash, chosen, email, optional, optionalUrl, password, phone, required } from '../shared/demo-schemas'
import { countryOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './form-layouts-page.tsx?raw'

const LTR = { dir: 'ltr', className: 'text-start' } as const

const user = z.object({ fullName: required, email, phone, password, remember: z.boolean() })
const USER_FIELDS = [
  { key: 'fullName', type: 'text', icon: <User aria-hidden /> },
  { key: 'email', type: 'email', icon: <Mail aria-hidden /> },
  { key: 'phone', type: 'tel', icon: <Phone aria-hidden /> },
  { key: 'password', type: 'password', icon: <Lock aria-hidden /> },
] as const

/** The fields of the simple layouts, with or without icons, label above or beside. */
function UserFields({ icons, horizontal }: { icons?: boolean; horizontal?: boolean }) {
  const { t } = useDemoT()
  const { form, bind, sent, onSubmit, reset } = useDemoForm(user, { fullName: '', email: '', phone: '', password: '', remember: false })
  const row = horizontal ? 'sm:grid sm:grid-cols-[8rem_1fr] sm:items-center sm:gap-x-4 [&>label]:sm:col-start-1 [&>p]:sm:col-start-2' : ''
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      {USER_FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={t(demoKey(`f.${f.key}`))}
          required
          type={f.type}
          start={icons ? f.icon : undefined}
          fieldClassName={row}
          {...(f.type === 'text' ? {} : LTR)}
          {...bind(f.key)}
        />
      ))}
      <Controller
        control={form.control}
        name="remember"
        render={({ field }) => <Checkbox label={t('f.remember')} checked={field.value} onChange={field.onChange} />}
      />
      <DemoFormActions sent={sent} onReset={reset} />
    </form>
  )
}

function Vertical() {
  return <UserFields />
}

function Horizontal() {
  return <UserFields horizontal />
}

function VerticalWithIcons() {
  return <UserFields icons />
}

function HorizontalWithIcons() {
  return <UserFields icons horizontal />
}

const columns = z.object({ firstName: required, lastName: required, city: required, country: chosen, company: optional, email })

function MultipleColumn() {
  const { t } = useDemoT()
  const { bind, sent, onSubmit, reset } = useDemoForm(columns, {
    firstName: '',
    lastName: '',
    city: '',
    country: '',
    company: '',
    email: '',
  })
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('f.firstName')} required {...bind('firstName')} />
      <TextField label={t('f.lastName')} required {...bind('lastName')} />
      <TextField label={t('f.city')} required {...bind('city')} />
      <Select label={t('f.country')} required options={countryOptions(t)} placeholder={t('shared.choose')} {...bind('country')} />
      <TextField label={t('f.company')} {...bind('company')} />
      <TextField label={t('f.email')} required type="email" {...LTR} {...bind('email')} />
      <DemoFormActions className="sm:col-span-2" sent={sent} onReset={reset} />
    </form>
  )
}

const hinted = z.object({ username: alphaDash, email })

function FormHint() {
  const { t } = useDemoT()
  const { bind, sent, onSubmit, reset } = useDemoForm(hinted, { username: '', email: '' })
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <TextField label={t('f.username')} required hint={t('layouts.usernameHint')} {...bind('username')} />
      <TextField label={t('f.email')} required type="email" {...LTR} hint={t('layouts.emailHint')} {...bind('email')} />
      <DemoFormActions sent={sent} onReset={reset} />
    </form>
  )
}

const named = z.object({ fullName: required, email })

function Validation() {
  const { t } = useDemoT()
  const { bind, sent, onSubmit, reset } = useDemoForm(named, { fullName: '', email: '' })
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <TextField label={t('f.fullName')} required {...bind('fullName')} />
      <TextField label={t('f.email')} required type="email" {...LTR} {...bind('email')} />
      <DemoFormActions sent={sent} onReset={reset} />
    </form>
  )
}

const delivery = z.object({ fullName: required, address: required, city: required, message: z.string().max(200, 'v.max200') })

function Collapsible() {
  const { t } = useDemoT()
  const { bind, sent, onSubmit, reset } = useDemoForm(delivery, { fullName: '', address: '', city: '', message: '' })
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <ExpansionPanels>
        <ExpansionPanel title={t('layouts.deliveryAddress')} defaultOpen>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('f.fullName')} required {...bind('fullName')} />
            <TextField label={t('f.city')} required {...bind('city')} />
            <TextField label={t('f.address')} required fieldClassName="sm:col-span-2" {...bind('address')} />
          </div>
        </ExpansionPanel>
        <ExpansionPanel title={t('layouts.deliveryOptions')}>
          <TextField label={t('f.message')} {...bind('message')} />
        </ExpansionPanel>
      </ExpansionPanels>
      <DemoFormActions sent={sent} onReset={reset} />
    </form>
  )
}

const tabbed = z.object({ firstName: required, lastName: required, username: alphaDash, email })

function FormWithTabs() {
  const { t } = useDemoT()
  const [tab, setTab] = useState(0)
  // A refused submit shows the tab of the first invalid field.
  const { bind, sent, onSubmit, reset } = useDemoForm(tabbed, { firstName: '', lastName: '', username: '', email: '' }, (errors) =>
    setTab(errors.firstName || errors.lastName ? 0 : 1),
  )
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <Tabs selectedIndex={tab} onChange={setTab}>
        <TabList aria-label={t('layouts.tabsLabel')}>
          <Tab>{t('layouts.personalInfo')}</Tab>
          <Tab>{t('layouts.accountDetails')}</Tab>
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('f.firstName')} required {...bind('firstName')} />
            <TextField label={t('f.lastName')} required {...bind('lastName')} />
          </TabPanel>
          <TabPanel className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('f.username')} required {...LTR} {...bind('username')} />
            <TextField label={t('f.email')} required type="email" {...LTR} {...bind('email')} />
          </TabPanel>
        </TabPanels>
      </Tabs>
      <DemoFormActions sent={sent} onReset={reset} />
    </form>
  )
}

const profile = z.object({
  firstName: required,
  lastName: required,
  email,
  phone: optional,
  address: optional,
  city: optional,
  company: optional,
  website: optionalUrl,
})
const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'company', 'website'] as const
const PROFILE_LTR = new Set<string>(['email', 'phone', 'website'])

/** A long profile form that scrolls under its actions: in a bar above (`top`) or below (`bottom`) the fields. */
function StickyProfileForm({ at }: { at: 'top' | 'bottom' }) {
  const { t } = useDemoT()
  const { bind, sent, onSubmit, reset } = useDemoForm(
    profile,
    Object.fromEntries(PROFILE_FIELDS.map((k) => [k, ''])) as z.input<typeof profile>,
  )
  const bar = (
    <div
      className={cn(
        'sticky z-10 flex flex-wrap items-center justify-between gap-3 bg-surface py-3',
        at === 'top' ? 'top-0 border-b border-border' : 'bottom-0 border-t border-border',
      )}
    >
      <span className="font-medium">{t('layouts.stickyTitle')}</span>
      <DemoFormActions sent={sent} onReset={reset} />
    </div>
  )
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="max-h-72 overflow-y-auto" aria-label={t('layouts.stickyTitle')}>
      {at === 'top' && bar}
      <div className="grid gap-4 py-4 sm:grid-cols-2">
        {PROFILE_FIELDS.map((k) => (
          <TextField
            key={k}
            label={t(demoKey(`f.${k}`))}
            required={k === 'firstName' || k === 'lastName' || k === 'email'}
            {...(PROFILE_LTR.has(k) ? LTR : {})}
            {...bind(k)}
          />
        ))}
      </div>
      {at === 'bottom' && bar}
    </form>
  )
}

function StickyActions() {
  return <StickyProfileForm at="top" />
}

function StickyFooterActions() {
  return <StickyProfileForm at="bottom" />
}

export default function FormLayoutsPage() {
  return (
    <DemoPage
      page="layouts"
      raw={raw}
      wide={['MultipleColumn', 'Collapsible', 'FormWithTabs', 'StickyActions', 'StickyFooterActions']}
      demos={{
        Vertical,
        Horizontal,
        VerticalWithIcons,
        HorizontalWithIcons,
        MultipleColumn,
        FormHint,
        Validation,
        Collapsible,
        FormWithTabs,
        StickyActions,
        StickyFooterActions,
      }}
    />
  )
}
