import { useState } from 'react'
import { Combobox } from '@/ui/combobox'
import { DemoPage } from '../shared/demo-page'
import { fruitOptions, stateOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './combobox-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return <Combobox allowCustom label={t('f.fruit')} options={fruitOptions(t)} value={value} onChange={setValue} />
}

function Clearable() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>('cherry')
  return <Combobox allowCustom clearable label={t('f.fruit')} options={fruitOptions(t)} value={value} onChange={setValue} />
}

function Density() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return <Combobox allowCustom density="compact" label={t('shared.compact')} options={stateOptions(t)} value={value} onChange={setValue} />
}

function Multiple() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>(['grape'])
  return <Combobox multiple allowCustom label={t('f.fruits')} options={fruitOptions(t)} value={value} onChange={setValue} />
}

function NoDataWithChips() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string[]>([])
  return <Combobox multiple allowCustom label={t('f.tags')} options={[]} value={value} onChange={setValue} hint={t('shared.tagsHint')} />
}

function Variant() {
  const { t } = useDemoT()
  const [value, setValue] = useState<string | null>(null)
  return (
    <Combobox
      allowCustom
      variant="filled"
      label={t('f.state')}
      placeholder={t('shared.typeOrChoose')}
      options={stateOptions(t)}
      value={value}
      onChange={setValue}
    />
  )
}

export default function ComboboxPage() {
  return <DemoPage page="combobox" raw={raw} demos={{ Basic, Clearable, Density, Multiple, NoDataWithChips, Variant }} />
}
