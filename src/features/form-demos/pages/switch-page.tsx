import { useState } from 'react'
import { Switch } from '@/ui/switch'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './switch-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

function Basic() {
  const { t } = useDemoT()
  const [on, setOn] = useState(true)
  return <Switch label={on ? t('shared.on') : t('shared.off')} checked={on} onChange={setOn} />
}

function Group() {
  const { t } = useDemoT()
  const [on, setOn] = useState<Record<string, boolean>>({ email: true, sms: false, push: true })
  return (
    <div className="flex flex-col gap-3">
      {Object.keys(on).map((k) => (
        <Switch key={k} label={t(demoKey(`f.notify.${k}`))} checked={on[k]!} onChange={(v) => setOn((o) => ({ ...o, [k]: v }))} />
      ))}
    </div>
  )
}

const CHANNELS = ['email', 'sms', 'push'] as const

/** The value is the list of the switched-on channels. */
function ModelAsArray() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['email'])
  const toggle = (k: string, on: boolean) => setValue((v) => (on ? [...v, k] : v.filter((x) => x !== k)))
  return (
    <div className="flex flex-col gap-3">
      {CHANNELS.map((k) => (
        <Switch key={k} label={t(demoKey(`f.notify.${k}`))} checked={value.includes(k)} onChange={(on) => toggle(k, on)} />
      ))}
      <p className="text-sm text-muted">
        {t('shared.valueIs', { value: value.map((k) => t(demoKey(`f.notify.${k}`))).join(', ') || '—' })}
      </p>
    </div>
  )
}

/** A label with a description under it. */
function LabelSlot() {
  const { t } = useDemoT()
  const [on, setOn] = useState(false)
  return (
    <Switch
      label={
        <span className="flex flex-col">
          <span className="font-medium text-strong">{t('switch.twoStep')}</span>
          <span className="text-sm text-muted">{t('switch.twoStepHint')}</span>
        </span>
      }
      checked={on}
      onChange={setOn}
    />
  )
}

/** Saving takes a moment: the switch waits, and says so. */
function Loading() {
  const { t } = useDemoT()
  const [on, setOn] = useState(false)
  const [saving, setSaving] = useState(false)
  const change = (v: boolean) => {
    setSaving(true)
    window.setTimeout(() => {
      setOn(v)
      setSaving(false)
    }, 800)
  }
  return (
    <div className="flex flex-col gap-2" aria-busy={saving || undefined}>
      <Switch label={t('f.notify.push')} checked={on} onChange={(v) => !saving && change(v)} />
      <p role="status" className="text-sm text-muted">
        {saving ? t('switch.saving') : on ? t('shared.on') : t('shared.off')}
      </p>
    </div>
  )
}

/** The on and off states side by side, with the value each holds. */
function States() {
  const { t } = useDemoT()
  const [a, setA] = useState(true)
  const [b, setB] = useState(false)
  return (
    <div className="flex flex-col gap-3">
      <Switch label={t('shared.valueIs', { value: a ? t('shared.on') : t('shared.off') })} checked={a} onChange={setA} />
      <Switch label={t('shared.valueIs', { value: b ? t('shared.on') : t('shared.off') })} checked={b} onChange={setB} />
    </div>
  )
}

/** One master switch turns every channel on or off. */
function Master() {
  const { t } = useDemoT()
  const [on, setOn] = useState<Record<string, boolean>>({ email: true, sms: false, push: false })
  const all = CHANNELS.every((k) => on[k])
  return (
    <div className="flex flex-col gap-3">
      <Switch
        label={<span className="font-medium text-strong">{t('switch.all')}</span>}
        checked={all}
        onChange={(v) => setOn(Object.fromEntries(CHANNELS.map((k) => [k, v])))}
      />
      <div className="flex flex-col gap-3 border-s border-border ps-4">
        {CHANNELS.map((k) => (
          <Switch key={k} label={t(demoKey(`f.notify.${k}`))} checked={on[k]!} onChange={(v) => setOn((o) => ({ ...o, [k]: v }))} />
        ))}
      </div>
    </div>
  )
}

export default function SwitchPage() {
  return <DemoPage page="switch" raw={raw} demos={{ Basic, Group, ModelAsArray, LabelSlot, Loading, States, Master }} />
}
