import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { CircularProgress } from '@/ui/progress'
import { TONES } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './progress-circular-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

const row = 'flex flex-wrap items-center gap-6'
const pct = (v: number) => formatNumber(v / 100, { style: 'percent' })

function Color() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone, i) => (
        <CircularProgress key={tone} tone={tone} value={40 + i * 10} label={t(`toneNames.${tone}`)} />
      ))}
    </div>
  )
}

function Indeterminate() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone) => (
        <CircularProgress key={tone} tone={tone} label={t('sample.loading')} />
      ))}
    </div>
  )
}

/** A value that goes round, 10 a second, while the demo is shown. */
function useTicking() {
  const [value, setValue] = useState(0)
  useEffect(() => {
    const id = setInterval(() => setValue((v) => (v >= 100 ? 0 : v + 10)), 1000)
    return () => clearInterval(id)
  }, [])
  return value
}

function Rotate() {
  const { t } = useTranslation('demos')
  const value = useTicking()
  return (
    <div className={row}>
      {[0, 90, 180, 270].map((rotate) => (
        <CircularProgress key={rotate} rotate={rotate} value={value} size={64} thickness={5} label={t('progress.rotated', { n: rotate })}>
          {formatNumber(value)}
        </CircularProgress>
      ))}
    </div>
  )
}

function Size() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {[
        [24, 3],
        [40, 4],
        [64, 5],
        [88, 6],
      ].map(([size, thickness]) => (
        <CircularProgress key={size} size={size} thickness={thickness} value={72} tone="success" label={t('progress.upload')}>
          {size! >= 64 ? pct(72) : undefined}
        </CircularProgress>
      ))}
    </div>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function ProgressCircularPage() {
  return <DemoPage page="progressCircular" raw={raw} demos={{ Color, Indeterminate, Rotate, Size }} />
}
