import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { LinearProgress } from '@/ui/progress'
import { TONES } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './progress-linear-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

function Buffering() {
  const { t } = useTranslation('demos')
  const [value, setValue] = useState(10)
  useEffect(() => {
    const id = setInterval(() => setValue((v) => (v >= 100 ? 10 : v + 5)), 800)
    return () => clearInterval(id)
  }, [])
  return <LinearProgress value={value} buffer={Math.min(100, value + 20)} label={t('progress.video')} />
}

function Color() {
  const { t } = useTranslation('demos')
  return TONES.map((tone, i) => <LinearProgress key={tone} tone={tone} value={30 + i * 12} label={t(`toneNames.${tone}`)} />)
}

function Indeterminate() {
  const { t } = useTranslation('demos')
  return (['primary', 'success', 'warning'] as const).map((tone) => <LinearProgress key={tone} tone={tone} label={t('sample.loading')} />)
}

function Reversed() {
  const { t } = useTranslation('demos')
  return (
    <>
      <LinearProgress value={35} reversed label={t('progress.reversed')} />
      <LinearProgress value={60} reversed tone="info" buffer={80} label={t('progress.reversed')} />
    </>
  )
}

function Rounded() {
  const { t } = useTranslation('demos')
  return (
    <>
      <LinearProgress value={55} height={10} label={t('progress.upload')} />
      <LinearProgress value={55} height={10} rounded={false} tone="secondary" label={t('progress.upload')} />
    </>
  )
}

function Slots() {
  const { t } = useTranslation('demos')
  return (
    <div className="relative">
      <LinearProgress value={72} height={22} tone="success" label={t('progress.upload')} />
      <span aria-hidden className="absolute inset-0 flex items-center justify-center text-xs font-medium text-white">
        {formatNumber(0.72, { style: 'percent' })}
      </span>
    </div>
  )
}

function Striped() {
  const { t } = useTranslation('demos')
  return (['primary', 'info', 'error'] as const).map((tone, i) => (
    <LinearProgress key={tone} tone={tone} striped height={12} value={40 + i * 20} label={t(`toneNames.${tone}`)} />
  ))
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function ProgressLinearPage() {
  return <DemoPage page="progressLinear" raw={raw} demos={{ Buffering, Color, Indeterminate, Reversed, Rounded, Slots, Striped }} />
}
