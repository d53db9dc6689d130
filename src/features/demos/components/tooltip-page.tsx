import { Info, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { Switch } from '@/ui/switch'
import { Tooltip } from '@/ui/tooltip'
import { DemoPage } from '../shared/demo-page'
import raw from './tooltip-page.tsx?raw'
import { usePeople } from './people'
import type { PageModuleExtras } from '@/api/resources'

const row = 'flex flex-wrap items-center gap-3'

function Location() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <Tooltip key={placement} placement={placement} content={t(`tooltip.placements.${placement}`)}>
          <Button variant="outlined">{t(`tooltip.placements.${placement}`)}</Button>
        </Tooltip>
      ))}
    </div>
  )
}

function Delay() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {[0, 500, 1000].map((delay) => (
        <Tooltip key={delay} delay={delay} content={t('tooltip.afterMs', { n: delay })}>
          <Button variant="tonal">{t('tooltip.delayMs', { n: delay })}</Button>
        </Tooltip>
      ))}
    </div>
  )
}

function Events() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <Tooltip content={t('tooltip.hoverFocus')}>
        <Button>{t('tooltip.hoverOrFocus')}</Button>
      </Tooltip>
      <p className="text-sm text-muted">{t('tooltip.escape')}</p>
    </div>
  )
}

function VariousElements() {
  const { t } = useTranslation('demos')
  const person = usePeople()[2]!
  return (
    <div className={row}>
      <Tooltip content={t('tooltip.delete')}>
        <IconButton label={t('tooltip.deleteShort')} color="error">
          <Trash2 />
        </IconButton>
      </Tooltip>
      <Tooltip content={person.role}>
        <button type="button" className="rounded-full">
          <Avatar name={person.name} src={person.src} />
        </button>
      </Tooltip>
      <Tooltip content={t('tooltip.abbrFull')}>
        <abbr tabIndex={0} className="cursor-help">
          {t('tooltip.abbr')}
        </abbr>
      </Tooltip>
      <Tooltip content={t('tooltip.info')}>
        <button type="button" aria-label={t('tooltip.infoLabel')} className="text-info">
          <Info className="size-5" aria-hidden />
        </button>
      </Tooltip>
    </div>
  )
}

function Transition() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {(['fade', 'scale', 'slide'] as const).map((effect) => (
        <Tooltip key={effect} transition={effect} content={t('tooltip.effectHint', { effect: t(`tooltip.effects.${effect}`) })}>
          <Button variant="tonal">{t(`tooltip.effects.${effect}`)}</Button>
        </Tooltip>
      ))}
    </div>
  )
}

function Model() {
  const { t } = useTranslation('demos')
  const [shown, setShown] = useState(false)
  return (
    <div className={row}>
      <Tooltip open={shown} onOpenChange={setShown} placement="end" transition="fade" content={t('tooltip.modelText')}>
        <Button variant="outlined">{t('tooltip.modelTarget')}</Button>
      </Tooltip>
      <Switch label={t('tooltip.modelSwitch')} checked={shown} onChange={setShown} />
    </div>
  )
}

function Disabled() {
  const { t } = useTranslation('demos')
  const [on, setOn] = useState(true)
  return (
    <div className={row}>
      <Tooltip content={t('tooltip.enabled')} disabled={!on}>
        <Button variant="outlined">{t('tooltip.target')}</Button>
      </Tooltip>
      <Button variant="text" aria-pressed={on} onClick={() => setOn((v) => !v)}>
        {t(on ? 'tooltip.turnOff' : 'tooltip.turnOn')}
      </Button>
    </div>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function TooltipPage() {
  return <DemoPage page="tooltip" raw={raw} demos={{ Location, Delay, Events, VariousElements, Transition, Model, Disabled }} />
}
