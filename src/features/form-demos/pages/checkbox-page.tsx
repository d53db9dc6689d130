import { useState } from 'react'
import { Checkbox } from '@/ui/checkbox'
import { TextField } from '@/ui/field'
import { cn } from '@/lib/cn'
import { DemoPage } from '../shared/demo-page'
import { fruitOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import raw from './checkbox-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

/** One box per fruit; `picked` is the list of the checked ones. */
function FruitChecks({
  fruits,
  picked,
  onChange,
}: {
  fruits: { value: string; label: string }[]
  picked: string[]
  onChange: (picked: string[]) => void
}) {
  return fruits.map((f) => (
    <Checkbox
      key={f.value}
      label={f.label}
      checked={picked.includes(f.value)}
      onChange={(v) => onChange(v ? [...picked, f.value] : picked.filter((x) => x !== f.value))}
    />
  ))
}

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
        <FruitChecks fruits={fruits} picked={picked} onChange={setPicked} />
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

/** Several boxes, one value: the list of the checked fruits. */
function ModelAsArray() {
  const { t } = useDemoT()
  const fruits = fruitOptions(t).slice(0, 4)
  const [picked, setPicked] = useState<string[]>(['apple', 'grape'])
  return (
    <div className="flex flex-col gap-2">
      <FruitChecks fruits={fruits} picked={picked} onChange={setPicked} />
      <p className="text-sm text-muted">
        {t('shared.valueIs', {
          value:
            fruits
              .filter((f) => picked.includes(f.value))
              .map((f) => f.label)
              .join(', ') || '—',
        })}
      </p>
    </div>
  )
}

/** Boxes side by side. */
function Inline() {
  const { t } = useDemoT()
  const [picked, setPicked] = useState<Record<string, boolean>>({ email: true, sms: false, push: false })
  return (
    <div className="flex flex-wrap gap-6">
      {Object.keys(picked).map((k) => (
        <Checkbox key={k} label={t(demoKey(`f.notify.${k}`))} checked={picked[k]!} onChange={(v) => setPicked((p) => ({ ...p, [k]: v }))} />
      ))}
    </div>
  )
}

/** The box turns the text field next to it on. */
function InlineTextField() {
  const { t } = useDemoT()
  const [on, setOn] = useState(false)
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Checkbox label={t('checkbox.addNote')} checked={on} onChange={setOn} className="sm:mb-2.5" />
      <TextField label={t('f.comment')} disabled={!on} fieldClassName="flex-1" />
    </div>
  )
}

/** Checked, unchecked and indeterminate, each on its own. */
function States() {
  const { t } = useDemoT()
  const [a, setA] = useState(true)
  const [b, setB] = useState(false)
  const [c, setC] = useState<boolean | null>(null)
  return (
    <div className="flex flex-wrap gap-6">
      <Checkbox label={t('shared.checked')} checked={a} onChange={setA} />
      <Checkbox label={t('shared.unchecked')} checked={b} onChange={setB} />
      <Checkbox label={t('checkbox.indeterminate')} checked={c === true} indeterminate={c === null} onChange={setC} />
    </div>
  )
}

/** Default and compact spacing. */
function Density() {
  const { t } = useDemoT()
  const fruits = fruitOptions(t).slice(0, 3)
  const [picked, setPicked] = useState<string[]>(['banana'])
  const list = (compact: boolean) => (
    <fieldset className={cn('flex flex-col', compact ? 'gap-0.5' : 'gap-3')}>
      <legend className="mb-2 text-sm font-medium">{compact ? t('shared.compact') : t('shared.default')}</legend>
      <FruitChecks fruits={fruits} picked={picked} onChange={setPicked} />
    </fieldset>
  )
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {list(false)}
      {list(true)}
    </div>
  )
}

const LIMIT = 2

/** At most two: the other boxes say why they cannot be checked. */
function Limit() {
  const { t } = useDemoT()
  const fruits = fruitOptions(t).slice(0, 5)
  const [picked, setPicked] = useState<string[]>(['apple'])
  const [refused, setRefused] = useState(false)
  const change = (next: string[]) => {
    setRefused(next.length > LIMIT)
    if (next.length <= LIMIT) setPicked(next)
  }
  return (
    <div className="flex flex-col gap-2">
      <FruitChecks fruits={fruits} picked={picked} onChange={change} />
      <p role="status" className={cn('text-[0.8125rem]', refused ? 'text-error' : 'text-muted')}>
        {refused ? t('v.maxItems', { n: LIMIT }) : t('shared.selectedN', { n: picked.length })}
      </p>
    </div>
  )
}

export default function CheckboxPage() {
  return (
    <DemoPage
      page="checkbox"
      raw={raw}
      demos={{ Basic, Indeterminate, Validation, ModelAsArray, Inline, InlineTextField, States, Density, Limit }}
    />
  )
}
