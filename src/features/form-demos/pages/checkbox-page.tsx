import { useState } from 'react'
import { Checkbox } from '@/ui/checkbox'
import { DemoPage } from '../shared/demo-page'
import { fruitOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './checkbox-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  const [checked, setChecked] = useState(true)
  return (
    <div className="flex flex-wrap gap-6">
      <Checkbox label={t('shared.checked')} checked={checked} onChange={setChecked} />
      <Checkbox label={t('shared.unchecked')} checked={!checked} onChange={(v) => setChecked(!v)} />
    </div>
  )
}

function Indeterminate() {
  const { t } = useDemoT()
  const fruits = fruitOptions(t).slice(0, 3)
  const [picked, setPicked] = useState<string[]>([fruits[0]!.value])
  const all = picked.length === fruits.length
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        label={t('shared.all')}
        checked={all}
        indeterminate={!all && picked.length > 0}
        onChange={(v) => setPicked(v ? fruits.map((f) => f.value) : [])}
      />
      <div className="flex flex-col gap-2 ps-6">
        {fruits.map((f) => (
          <Checkbox
            key={f.value}
            label={f.label}
            checked={picked.includes(f.value)}
            onChange={(v) => setPicked((p) => (v ? [...p, f.value] : p.filter((x) => x !== f.value)))}
          />
        ))}
      </div>
    </div>
  )
}

function Validation() {
  const { t } = useDemoT()
  const [accepted, setAccepted] = useState(false)
  const [tried, setTried] = useState(false)
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), setTried(true))} className="flex flex-col gap-2">
      <Checkbox label={t('f.terms')} checked={accepted} onChange={setAccepted} />
      {tried && !accepted && (
        <p role="alert" className="text-[0.8125rem] text-error">
          {t('v.acceptTerms')}
        </p>
      )}
      {tried && accepted && (
        <p role="status" className="text-[0.8125rem] text-success">
          {t('shared.valid')}
        </p>
      )}
      <button type="submit" className="self-start text-sm font-medium text-primary underline">
        {t('shared.submit')}
      </button>
    </form>
  )
}

export default function CheckboxPage() {
  return <DemoPage page="checkbox" raw={raw} demos={{ Basic, Indeterminate, Validation }} />
}
