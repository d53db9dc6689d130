import { Bike, Car, Footprints } from 'lucide-react'
import { useState } from 'react'
import { RadioGroup } from '@/ui/radio'
import { demoKey } from '../shared/demo-key'
import { DemoPage } from '../shared/demo-page'
import { fruitOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './radio-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('apple')
  return <RadioGroup label={t('f.fruit')} options={fruitOptions(t).slice(0, 3)} value={value} onChange={setValue} />
}

function Inline() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('banana')
  return (
    <RadioGroup label={t('f.fruit')} orientation="horizontal" options={fruitOptions(t).slice(0, 3)} value={value} onChange={setValue} />
  )
}

function Validation() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return (
    <RadioGroup
      label={t('f.fruit')}
      options={fruitOptions(t).slice(0, 3)}
      value={value}
      onChange={setValue}
      error={value === 'cherry' ? t('v.notThisOne') : undefined}
      hint={t('v.notThisOne')}
    />
  )
}

/** The whole group disabled, and one option disabled in an active group. */
function Disabled() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('banana')
  const options = fruitOptions(t).slice(0, 3)
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RadioGroup label={t('shared.disabled')} options={options} value="apple" onChange={() => {}} disabled />
      <RadioGroup
        label={t('f.fruit')}
        options={options.map((o) => ({ ...o, disabled: o.value === 'cherry' }))}
        value={value}
        onChange={setValue}
      />
    </div>
  )
}

const PLANS = ['basic', 'premium', 'enterprise'] as const

/** Card options with a description each. */
function Cards() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('premium')
  return (
    <RadioGroup
      label={t('f.plan')}
      variant="card"
      options={PLANS.map((p) => ({ value: p, label: t(demoKey(`o.plans.${p}`)), description: t(demoKey(`o.plans.${p}Text`)) }))}
      value={value}
      onChange={setValue}
    />
  )
}

/** An icon before each option's label (card options, side by side). */
function Icons() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('bike')
  const icons = { walk: <Footprints />, bike: <Bike />, car: <Car /> }
  return (
    <RadioGroup
      label={t('radio.commute')}
      orientation="horizontal"
      variant="card"
      options={(['walk', 'bike', 'car'] as const).map((v) => ({ value: v, label: t(`radio.modes.${v}`), icon: icons[v] }))}
      value={value}
      onChange={setValue}
    />
  )
}

/** The chosen value, shown under the group. */
function Value() {
  const { t } = useDemoT()
  const options = fruitOptions(t).slice(0, 4)
  const [value, setValue] = useState<string | null>(null)
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup label={t('f.fruit')} options={options} value={value} onChange={setValue} />
      <p className="text-sm text-muted">{t('shared.valueIs', { value: options.find((o) => o.value === value)?.label ?? '—' })}</p>
    </div>
  )
}

export default function RadioPage() {
  return <DemoPage page="radio" raw={raw} demos={{ Basic, Inline, Validation, Disabled, Cards, Icons, Value }} />
}
