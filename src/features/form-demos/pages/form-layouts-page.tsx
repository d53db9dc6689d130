import { Lock, Mail, Phone, User } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { ExpansionPanel, ExpansionPanels } from '@/ui/expansion-panel'
import { Select, TextField } from '@/ui/field'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import { DemoPage } from '../shared/demo-page'
import { countryOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './form-layouts-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

/** The fields of the simple layouts, with or without icons, label above or beside. */
function UserFields({ icons, horizontal }: { icons?: boolean; horizontal?: boolean }) {
  const { t } = useDemoT()
  const [remember, setRemember] = useState(false)
  const row = horizontal ? 'sm:grid sm:grid-cols-[8rem_1fr] sm:items-center sm:gap-4 [&_label]:sm:col-start-1' : ''
  const items = [
    { key: 'fullName', type: 'text', icon: <User aria-hidden /> },
    { key: 'email', type: 'email', icon: <Mail aria-hidden /> },
    { key: 'phone', type: 'tel', icon: <Phone aria-hidden /> },
    { key: 'password', type: 'password', icon: <Lock aria-hidden /> },
  ] as const
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
      {items.map((f) => (
        <TextField
          key={f.key}
          label={t(demoKey(`f.${f.key}`))}
          type={f.type}
          start={icons ? f.icon : undefined}
          fieldClassName={row}
          dir={f.type === 'text' ? undefined : 'ltr'}
          className="text-start"
        />
      ))}
      <Checkbox label={t('f.remember')} checked={remember} onChange={setRemember} />
      <Actions />
    </form>
  )
}

function Actions({ className }: { className?: string }) {
  const { t } = useDemoT()
  return (
    <div className={cn('flex gap-3', className)}>
      <Button type="submit">{t('shared.submit')}</Button>
      <Button type="reset" variant="outlined" color="secondary">
        {t('shared.reset')}
      </Button>
    </div>
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

function MultipleColumn() {
  const { t } = useDemoT()
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('f.firstName')} />
      <TextField label={t('f.lastName')} />
      <TextField label={t('f.city')} />
      <Select label={t('f.country')} options={countryOptions(t)} placeholder={t('shared.choose')} />
      <TextField label={t('f.company')} />
      <TextField label={t('f.email')} type="email" dir="ltr" className="text-start" />
      <Actions className="sm:col-span-2" />
    </form>
  )
}

function FormHint() {
  const { t } = useDemoT()
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
      <TextField label={t('f.username')} hint={t('layouts.usernameHint')} />
      <TextField label={t('f.email')} type="email" dir="ltr" className="text-start" hint={t('layouts.emailHint')} />
      <Actions />
    </form>
  )
}

function Validation() {
  const { t } = useDemoT()
  const [sent, setSent] = useState(false)
  const [name, setName] = useState('')
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), setSent(true))} className="flex flex-col gap-4">
      <TextField
        label={t('f.fullName')}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={sent && !name.trim() ? t('v.required') : undefined}
      />
      <Actions />
    </form>
  )
}

function Collapsible() {
  const { t } = useDemoT()
  return (
    <ExpansionPanels>
      <ExpansionPanel title={t('layouts.deliveryAddress')} defaultOpen>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('f.fullName')} />
          <TextField label={t('f.address')} />
        </div>
      </ExpansionPanel>
      <ExpansionPanel title={t('layouts.deliveryOptions')}>
        <TextField label={t('f.message')} />
      </ExpansionPanel>
    </ExpansionPanels>
  )
}

function FormWithTabs() {
  const { t } = useDemoT()
  return (
    <Tabs>
      <TabList aria-label={t('layouts.tabsLabel')}>
        <Tab>{t('layouts.personalInfo')}</Tab>
        <Tab>{t('layouts.accountDetails')}</Tab>
      </TabList>
      <TabPanels className="pt-4">
        <TabPanel className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('f.firstName')} />
          <TextField label={t('f.lastName')} />
        </TabPanel>
        <TabPanel className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('f.username')} />
          <TextField label={t('f.email')} type="email" dir="ltr" className="text-start" />
        </TabPanel>
      </TabPanels>
    </Tabs>
  )
}

function StickyActions() {
  const { t } = useDemoT()
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="max-h-72 overflow-y-auto">
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-border bg-surface py-3">
        <span className="font-medium">{t('layouts.stickyTitle')}</span>
        <Actions />
      </div>
      <div className="grid gap-4 py-4 sm:grid-cols-2">
        {(['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'company', 'website'] as const).map((k) => (
          <TextField key={k} label={t(demoKey(`f.${k}`))} />
        ))}
      </div>
    </form>
  )
}

export default function FormLayoutsPage() {
  return (
    <DemoPage
      page="layouts"
      raw={raw}
      wide={['MultipleColumn', 'Collapsible', 'FormWithTabs', 'StickyActions']}
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
      }}
    />
  )
}
