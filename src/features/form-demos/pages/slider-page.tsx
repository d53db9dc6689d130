import { Volume1, Volume2 } from 'lucide-react'
import { useState } from 'react'
import { TextField } from '@/ui/field'
import { Slider } from '@/ui/slider'
import { RangeSlider } from '@/ui/range-slider'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './slider-page.tsx?raw'

function Basic() {
  const { t } = useDemoT()
  const [value, setValue] = useState(40)
  return <Slider label={t('f.volume')} value={value} onChange={setValue} />
}

function AppendPrepend() {
  const { t } = useDemoT()
  const [value, setValue] = useState(50)
  return (
    <div className="flex items-end gap-3">
      <button
        type="button"
        aria-label={t('shared.decrease')}
        onClick={() => setValue((v) => Math.max(0, v - 10))}
        className="pb-1 text-muted"
      >
        <Volume1 aria-hidden />
      </button>
      <Slider label={t('f.volume')} value={value} onChange={setValue} className="flex-1" />
      <button
        type="button"
        aria-label={t('shared.increase')}
        onClick={() => setValue((v) => Math.min(100, v + 10))}
        className="pb-1 text-muted"
      >
        <Volume2 aria-hidden />
      </button>
    </div>
  )
}

function AppendTextField() {
  const { t } = useDemoT()
  const [value, setValue] = useState(30)
  return (
    <div className="flex items-end gap-3">
      <Slider label={t('f.brightness')} value={value} onChange={setValue} className="flex-1" />
      <TextField
        label={t('shared.value')}
        type="number"
        min={0}
        max={100}
        dir="ltr"
        value={value}
        onChange={(e) => setValue(Math.min(100, Math.max(0, Number(e.target.value))))}
        fieldClassName="w-24"
      />
    </div>
  )
}

function DisabledReadonly() {
  const { t } = useDemoT()
  return <Slider label={t('shared.disabled')} value={30} onChange={() => undefined} disabled />
}

function MinMax() {
  const { t } = useDemoT()
  const [value, setValue] = useState(-10)
  return (
    <Slider
      label={t('f.temperature')}
      value={value}
      onChange={setValue}
      min={-50}
      max={50}
      showValue={(v) => t('shared.degrees', { value: v })}
    />
  )
}

function Step() {
  const { t } = useDemoT()
  const [value, setValue] = useState(20)
  return <Slider label={t('shared.stepN', { n: 10 })} value={value} onChange={setValue} step={10} showValue />
}

function ThumbLabel() {
  const { t } = useDemoT()
  const [value, setValue] = useState(70)
  return <Slider label={t('f.volume')} value={value} onChange={setValue} showValue={(v) => t('shared.percent', { value: v })} />
}

function Validation() {
  const { t } = useDemoT()
  const [value, setValue] = useState(90)
  return (
    <Slider
      label={t('f.volume')}
      value={value}
      onChange={setValue}
      showValue
      error={value > 80 ? t('v.maxValue', { n: 80 }) : undefined}
      hint={t('v.maxValue', { n: 80 })}
    />
  )
}

function Vertical() {
  const { t } = useDemoT()
  const [value, setValue] = useState([40])
  return (
    <div className="h-48">
      <RangeSlider label={t('f.volume')} value={value} onChange={setValue} orientation="vertical" showValue />
    </div>
  )
}

export default function SliderPage() {
  return (
    <DemoPage
      page="slider"
      raw={raw}
      demos={{ AppendPrepend, AppendTextField, Basic, DisabledReadonly, MinMax, Step, ThumbLabel, Validation, Vertical }}
    />
  )
}
