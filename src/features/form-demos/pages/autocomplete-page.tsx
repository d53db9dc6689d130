import { useEffect, useState } from 'react'
import { Avatar } from '@/ui/avatar'
import { Combobox, type ComboboxItem } from '@/ui/combobox'
import { DemoPage } from '../shared/demo-page'
import { countryOptions, fruitOptions, stateOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './autocomplete-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return <Combobox label={t('f.state')} options={stateOptions(t)} value={value} onChange={setValue} />
}

function AsyncItems() {
  const { t } = useDemoT()
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<ComboboxItem[]>([])
  const [value, setValue] = useState<string | null>(null)
  useEffect(() => {
    // A fake server: the matches arrive after a short delay.
    const all = stateOptions(t)
    const timer = window.setTimeout(() => setItems(all.filter((o) => o.label.toLowerCase().includes(query.toLowerCase()))), 300)
    return () => window.clearTimeout(timer)
  }, [query, t])
  return (
    <Combobox
      label={t('f.state')}
      options={items}
      filter={false}
      onQueryChange={setQuery}
      value={value}
      onChange={setValue}
      hint={t('shared.asyncHint')}
    />
  )
}

function Chips() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['mango'])
  return <Combobox multiple label={t('f.fruits')} options={fruitOptions(t)} value={value} onChange={setValue} />
}

function Clearable() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('texas')
  return <Combobox clearable label={t('f.state')} options={stateOptions(t)} value={value} onChange={setValue} />
}

function CustomFilter() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  // Matches the start of the name only.
  return (
    <Combobox
      label={t('f.state')}
      options={stateOptions(t)}
      filter={(item, q) => item.label.toLowerCase().startsWith(q.toLowerCase())}
      value={value}
      onChange={setValue}
      hint={t('shared.startsWithHint')}
    />
  )
}

function Density() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  const [compact, setCompact] = useState<string[]>(['apple'])
  return (
    <div className="flex flex-col gap-4">
      <Combobox label={t('shared.default')} options={stateOptions(t)} value={value} onChange={setValue} />
      <Combobox multiple density="compact" label={t('shared.compact')} options={fruitOptions(t)} value={compact} onChange={setCompact} />
    </div>
  )
}

function Multiple() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>([])
  return <Combobox multiple label={t('f.states')} options={stateOptions(t)} value={value} onChange={setValue} />
}

function Slots() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  // The option slot: an avatar, the name and the ISO code (kept left to right in Arabic).
  return (
    <Combobox
      label={t('f.country')}
      options={countryOptions(t)}
      value={value}
      onChange={setValue}
      renderOption={(item) => (
        <>
          <Avatar name={item.label} size={28} />
          <span className="min-w-0 flex-1 truncate">{item.label}</span>
          <span dir="ltr" className="text-[0.8125rem] text-muted">
            {item.value}
          </span>
        </>
      )}
    />
  )
}

function StateSelector() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Combobox label={t('f.state')} options={stateOptions(t)} value={value} onChange={setValue} />
      <Combobox label={t('shared.disabled')} disabled options={stateOptions(t)} value="florida" onChange={() => undefined} />
    </div>
  )
}

function Validation() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>([])
  const error = value.length > 2 ? t('v.maxItems', { n: 2 }) : undefined
  return (
    <Combobox
      multiple
      label={t('f.fruits')}
      options={fruitOptions(t)}
      value={value}
      onChange={setValue}
      error={error}
      hint={t('v.maxItems', { n: 2 })}
    />
  )
}

function Variant() {
  const { t } = useDemoT()
  const [outlined, setOutlined] = useState<string | null>(null)
  const [filled, setFilled] = useState<string | null>(null)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Combobox label={t('shared.outlined')} options={stateOptions(t)} value={outlined} onChange={setOutlined} />
      <Combobox variant="filled" label={t('shared.filled')} options={stateOptions(t)} value={filled} onChange={setFilled} />
    </div>
  )
}

export default function AutocompletePage() {
  return (
    <DemoPage
      page="autocomplete"
      raw={raw}
      demos={{ AsyncItems, Basic, Chips, Clearable, CustomFilter, Density, Multiple, Slots, StateSelector, Validation, Variant }}
    />
  )
}
