import { Sun, SunDim, Volume1, Volume2 } from 'lucide-react'
import { useState } from 'react'
import { TextField } from '@/ui/field'
import { Slider } from '@/ui/slider'
import { RangeSlider } from '@/ui/range-slider'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './slider-page.tsx?raw'
import { formatNumber } from '@/lib/format'

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

const TONES = [
  ['success', '[&_input]:accent-[var(--success)]'],
  ['warning', '[&_input]:accent-[var(--warning)]'],
  ['info', '[&_input]:accent-[var(--info)]'],
] as const

/** The theme's tones on the thumb and track. */
function Colors() {
  const { t } = useDemoT()
  const [value, setValue] = useState<Record<string, number>>({ success: 30, warning: 55, info: 80 })
  return (
    <div className="flex flex-col gap-4">
      {TONES.map(([tone, className]) => (
        <Slider
          key={tone}
          label={t(`slider.tones.${tone}`)}
          value={value[tone]!}
          onChange={(v) => setValue((o) => ({ ...o, [tone]: v }))}
          className={className}
        />
      ))}
    </div>
  )
}

/** Icons on both sides, decorative: the slider alone carries the value. */
function Icons() {
  const { t } = useDemoT()
  const [value, setValue] = useState(60)
  return (
    <div className="flex items-end gap-3">
      <SunDim aria-hidden className="mb-1 size-5 text-muted" />
      <Slider label={t('f.brightness')} value={value} onChange={setValue} className="flex-1" />
      <Sun aria-hidden className="mb-1 size-5 text-muted" />
    </div>
  )
}

/** A small and a large hit area. */
function Size() {
  const { t } = useDemoT()
  const [value, setValue] = useState(40)
  return (
    <div className="flex flex-col gap-4">
      <Slider label={t('shared.small')} value={value} onChange={setValue} className="[&_input]:h-4" />
      <Slider label={t('shared.large')} value={value} onChange={setValue} className="[&_input]:h-10" />
    </div>
  )
}

const TICKS = [0, 25, 50, 75, 100]

/** Steps of 25 with their marks under the track. */
function Ticks() {
  const { t } = useDemoT()
  const [value, setValue] = useState(50)
  return (
    <div className="flex flex-col gap-1">
      <Slider label={t('shared.stepN', { n: 25 })} value={value} onChange={setValue} step={25} showValue />
      <div aria-hidden className="flex justify-between text-xs text-muted">
        {TICKS.map((n) => (
          <span key={n} className={n === value ? 'font-medium text-primary' : undefined}>
            {formatNumber(n)}
          </span>
        ))}
      </div>
    </div>
  )
}

export default function SliderPage() {
  return (
    <DemoPage
      page="slider"
      raw={raw}
      demos={{
        AppendPrepend,
        AppendTextField,
        Basic,
        Colors,
        DisabledReadonly,
        Icons,
        MinMax,
        Size,
        Step,
        ThumbLabel,
        Ticks,
        Validation,
        Vertical,
      }}
    />
  )
}
