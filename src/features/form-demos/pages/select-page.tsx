import { MapPin } from 'lucide-react'
import { useState } from 'react'
import { Chip } from '@/ui/chip'
import { Combobox } from '@/ui/combobox'
import { Select } from '@/ui/field'
import { DemoPage } from '../shared/demo-page'
import { countryOptions, fruitOptions, stateOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './select-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  return <Select label={t('f.state')} options={stateOptions(t)} placeholder={t('shared.choose')} />
}

function Chips() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['apple', 'cherry'])
  return <Combobox multiple label={t('f.fruits')} options={fruitOptions(t)} value={value} onChange={setValue} />
}

function CustomTextValue() {
  const { t } = useDemoT()
  const [value, setValue] = useState('FR')
  return (
    <>
      <Select label={t('f.country')} options={countryOptions(t)} value={value} onChange={(e) => setValue(e.target.value)} />
      <p className="text-sm text-muted">{t('shared.valueIs', { value })}</p>
    </>
  )
}

function Density() {
  const { t } = useDemoT()
  return (
    <div className="flex flex-col gap-3">
      <Select label={t('shared.default')} options={stateOptions(t)} />
      <Select label={t('shared.compact')} options={stateOptions(t)} className="h-8 text-sm" />
    </div>
  )
}

function Icons() {
  const { t } = useDemoT()
  const options = stateOptions(t).map((o) => ({ ...o, icon: <MapPin aria-hidden className="size-4" /> }))
  const [value, setValue] = useState<string | null>(null)
  return <Combobox label={t('f.state')} options={options} value={value} onChange={setValue} />
}

function Multiple() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>([])
  return (
    <Combobox
      multiple
      label={t('f.states')}
      options={stateOptions(t)}
      value={value}
      onChange={setValue}
      hint={t('shared.selectedN', { n: value.length })}
    />
  )
}

function SelectionSlot() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['banana'])
  const labels = new Map<string, string>(fruitOptions(t).map((o) => [o.value, o.label]))
  return (
    <>
      <Combobox multiple label={t('f.fruits')} options={fruitOptions(t)} value={value} onChange={setValue} />
      <div className="flex flex-wrap gap-2">
        {value.map((v) => (
          <Chip key={v} tone="success">
            {labels.get(v)}
          </Chip>
        ))}
      </div>
    </>
  )
}

function Variant() {
  const { t } = useDemoT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select label={t('shared.outlined')} options={stateOptions(t)} />
      <Select label={t('shared.filled')} options={stateOptions(t)} className="border-transparent bg-surface-2" />
    </div>
  )
}

function Validation() {
  const { t } = useDemoT()
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  return (
    <Select
      label={t('f.state')}
      required
      options={stateOptions(t)}
      placeholder={t('shared.choose')}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => setTouched(true)}
      error={touched && !value ? t('v.required') : undefined}
    />
  )
}

export default function SelectPage() {
  return (
    <DemoPage
      page="select"
      raw={raw}
      demos={{ Basic, Chips, CustomTextValue, Density, Icons, Multiple, SelectionSlot, Variant, Validation }}
    />
  )
}
