import { Rocket, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { TONES } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './alert-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

function Basic() {
  const { t } = useTranslation('demos')
  return <Alert>{t('sample.sentence')}</Alert>
}

/** One alert per tone, in the given variant. */
function ToneAlerts({ variant }: { variant: 'filled' | 'tonal' | 'outlined' }) {
  const { t } = useTranslation('demos')
  return TONES.map((tone) => (
    <Alert key={tone} tone={tone} variant={variant}>
      {t(`tones.${tone}`)}
    </Alert>
  ))
}

function Colors() {
  return <ToneAlerts variant="filled" />
}

function Tonal() {
  return <ToneAlerts variant="tonal" />
}

function Outlined() {
  return <ToneAlerts variant="outlined" />
}

function Elevation() {
  const { t } = useTranslation('demos')
  return (['flat', 'raised', 'floating'] as const).map((elevation) => (
    <Alert key={elevation} elevation={elevation} variant="outlined" tone="secondary" icon={false}>
      {t(`alert.elevation.${elevation}`)}
    </Alert>
  ))
}

function Type() {
  const { t } = useTranslation('demos')
  return (['success', 'info', 'warning', 'error'] as const).map((tone) => (
    <Alert key={tone} tone={tone} title={t(`toneNames.${tone}`)}>
      {t(`alert.type.${tone}`)}
    </Alert>
  ))
}

function Border() {
  const { t } = useTranslation('demos')
  return (['start', 'top', 'end', 'bottom'] as const).map((side) => (
    <Alert key={side} border={side} tone="primary">
      {t(`alert.border.${side}`)}
    </Alert>
  ))
}

function Density() {
  const { t } = useTranslation('demos')
  return (['compact', 'default', 'comfortable'] as const).map((density) => (
    <Alert key={density} density={density} tone="success">
      {t(`alert.density.${density}`)}
    </Alert>
  ))
}

function Icons() {
  const { t } = useTranslation('demos')
  return (
    <>
      <Alert tone="primary" icon={<Rocket />}>
        {t('alert.icons.custom')}
      </Alert>
      <Alert tone="success" icon={<ShieldCheck />}>
        {t('alert.icons.shield')}
      </Alert>
      <Alert tone="secondary" icon={false}>
        {t('alert.icons.none')}
      </Alert>
    </>
  )
}

function Prominent() {
  const { t } = useTranslation('demos')
  return (
    <Alert tone="warning" title={t('alert.prominent.title')}>
      {t('alert.prominent.text')}
    </Alert>
  )
}

function ColoredBorder() {
  const { t } = useTranslation('demos')
  return (['primary', 'error', 'info'] as const).map((tone) => (
    <Alert key={tone} tone={tone} accent>
      {t(`tones.${tone}`)}
    </Alert>
  ))
}

function Closable() {
  const { t } = useTranslation('demos')
  const [shown, setShown] = useState(true)
  return shown ? (
    <Alert tone="error" onClose={() => setShown(false)}>
      {t('alert.closable.text')}
    </Alert>
  ) : (
    <Button variant="tonal" onClick={() => setShown(true)}>
      {t('alert.closable.reset')}
    </Button>
  )
}

function Model() {
  const { t } = useTranslation('demos')
  const [shown, setShown] = useState(true)
  return (
    <>
      <Button className="self-start" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        {t(shown ? 'alert.model.hide' : 'alert.model.show')}
      </Button>
      {shown && <Alert tone="info">{t('alert.model.text')}</Alert>}
    </>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function AlertPage() {
  return (
    <DemoPage
      page="alert"
      raw={raw}
      demos={{ Basic, Colors, Density, Elevation, Icons, Outlined, Tonal, Prominent, Type, Border, ColoredBorder, Closable, Model }}
    />
  )
}
