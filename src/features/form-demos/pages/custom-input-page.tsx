import { Briefcase, Crown, Rocket, Server, ShieldCheck, User } from 'lucide-react'
import { useState } from 'react'
import { ChoiceGroup, type ChoiceOption } from '@/ui/choice-group'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './custom-input-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

type T = ReturnType<typeof useDemoT>['t']

const plans = (t: T): ChoiceOption[] => [
  { value: 'basic', label: t('o.plans.basic'), description: t('o.plans.basicText') },
  { value: 'premium', label: t('o.plans.premium'), description: t('o.plans.premiumText') },
]
const iconPlans = (t: T): ChoiceOption[] => [
  { value: 'starter', label: t('o.plans.starter'), description: t('o.plans.starterText'), icon: <Rocket aria-hidden /> },
  { value: 'personal', label: t('o.plans.personal'), description: t('o.plans.personalText'), icon: <User aria-hidden /> },
  { value: 'enterprise', label: t('o.plans.enterprise'), description: t('o.plans.enterpriseText'), icon: <Crown aria-hidden /> },
]
const iconServices = (t: T): ChoiceOption[] => [
  { value: 'backup', label: t('o.services.backup'), icon: <Server aria-hidden /> },
  { value: 'security', label: t('o.services.security'), icon: <ShieldCheck aria-hidden /> },
  { value: 'support', label: t('o.services.support'), icon: <Briefcase aria-hidden /> },
]
const pictures = (t: T): ChoiceOption[] =>
  (['armchair', 'backpack', 'camera'] as const).map((p) => ({
    value: p,
    label: t(demoKey(`o.products.${p}`)),
    image: `/images/products/${p}.svg`,
  }))

function Checkboxes() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['basic'])
  return (
    <ChoiceGroup type="checkbox" variant="card" columns={2} label={t('f.plans')} options={plans(t)} value={value} onChange={setValue} />
  )
}

function CheckboxesWithIcon() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['backup'])
  return (
    <ChoiceGroup
      type="checkbox"
      variant="icon"
      columns={3}
      label={t('f.services')}
      options={iconServices(t)}
      value={value}
      onChange={setValue}
    />
  )
}

function CheckboxesWithImage() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['camera'])
  return (
    <ChoiceGroup
      type="checkbox"
      variant="image"
      columns={3}
      label={t('f.products')}
      options={pictures(t)}
      value={value}
      onChange={setValue}
    />
  )
}

function Radios() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('basic')
  return <ChoiceGroup type="radio" variant="card" columns={2} label={t('f.plan')} options={plans(t)} value={value} onChange={setValue} />
}

function RadiosWithIcon() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('starter')
  return (
    <ChoiceGroup type="radio" variant="icon" columns={3} label={t('f.plan')} options={iconPlans(t)} value={value} onChange={setValue} />
  )
}

function RadiosWithImage() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('backpack')
  return (
    <ChoiceGroup type="radio" variant="image" columns={3} label={t('f.product')} options={pictures(t)} value={value} onChange={setValue} />
  )
}

export default function CustomInputPage() {
  return (
    <DemoPage
      page="customInput"
      raw={raw}
      demos={{ Checkboxes, CheckboxesWithIcon, CheckboxesWithImage, Radios, RadiosWithIcon, RadiosWithImage }}
    />
  )
}
