import { useState } from 'react'
import { RadioGroup } from '@/ui/radio'
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

export default function RadioPage() {
  return <DemoPage page="radio" raw={raw} demos={{ Basic, Inline, Validation }} />
}
