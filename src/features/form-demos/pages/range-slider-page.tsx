import { useState } from 'react'
import { RangeSlider } from '@/ui/range-slider'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './range-slider-page.tsx?raw'

/** A range slider whose two thumbs are named Minimum and Maximum. */
function MinMaxRange(props: Omit<React.ComponentProps<typeof RangeSlider>, 'thumbLabels'>) {
  const { t } = useDemoT()
  return <RangeSlider thumbLabels={[t('shared.minimum'), t('shared.maximum')]} {...props} />
}

function Basic() {
  const { t } = useDemoT()
  const [value, setValue] = useState([20, 60])
  return <MinMaxRange label={t('f.priceRange')} value={value} onChange={setValue} showValue />
}

function Color() {
  const { t } = useDemoT()
  const [value, setValue] = useState([10, 40])
  return <MinMaxRange label={t('f.priceRange')} value={value} onChange={setValue} className="[--primary:var(--success)]" />
}

function Disabled() {
  const { t } = useDemoT()
  return <MinMaxRange label={t('shared.disabled')} value={[30, 70]} onChange={() => undefined} disabled />
}

function Step() {
  const { t } = useDemoT()
  const [value, setValue] = useState([20, 80])
  return (
    <MinMaxRange label={t('shared.stepN', { n: 10 })} value={value} onChange={setValue} step={10} minStepsBetweenThumbs={1} showValue />
  )
}

function ThumbLabel() {
  const { t } = useDemoT()
  const [value, setValue] = useState([300, 700])
  return (
    <MinMaxRange
      label={t('f.priceRange')}
      value={value}
      onChange={setValue}
      min={0}
      max={1000}
      step={50}
      showValue={(v) => t('shared.euros', { value: v })}
    />
  )
}

function Vertical() {
  const { t } = useDemoT()
  const [value, setValue] = useState([25, 75])
  return (
    <div className="h-48">
      <MinMaxRange label={t('f.priceRange')} value={value} onChange={setValue} orientation="vertical" showValue />
    </div>
  )
}

export default function RangeSliderPage() {
  return <DemoPage page="rangeSlider" raw={raw} demos={{ Basic, Color, Disabled, Step, ThumbLabel, Vertical }} />
}
