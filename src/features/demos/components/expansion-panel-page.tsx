import { CreditCard, MapPin, ShoppingBag } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/button'
import { ExpansionPanel, ExpansionPanels } from '@/ui/expansion-panel'
import { DemoPage } from '../shared/demo-page'
import raw from './expansion-panel-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

const ITEMS = [1, 2, 3] as const

function Panels({ openFirst }: { openFirst?: boolean }) {
  const { t } = useTranslation('demos')
  return ITEMS.map((n) => (
    <ExpansionPanel key={n} title={t('expansionPanel.item', { n })} defaultOpen={openFirst && n === 1}>
      {t('sample.long')}
    </ExpansionPanel>
  ))
}

function Accordion() {
  return (
    <ExpansionPanels>
      <Panels openFirst />
    </ExpansionPanels>
  )
}

function Multiple() {
  return (
    <ExpansionPanels multiple>
      <Panels />
    </ExpansionPanels>
  )
}

function CustomIcon() {
  const { t } = useTranslation('demos')
  return (
    <ExpansionPanels>
      <ExpansionPanel icon={<MapPin />} title={t('expansionPanel.checkout.address')} subtitle={t('expansionPanel.checkout.addressHint')}>
        {t('sample.sentence')}
      </ExpansionPanel>
      <ExpansionPanel icon={<ShoppingBag />} title={t('expansionPanel.checkout.delivery')}>
        {t('sample.sentence')}
      </ExpansionPanel>
      <ExpansionPanel icon={<CreditCard />} title={t('expansionPanel.checkout.payment')}>
        {t('sample.sentence')}
      </ExpansionPanel>
    </ExpansionPanels>
  )
}

function Inset() {
  return (
    <ExpansionPanels variant="inset">
      <Panels />
    </ExpansionPanels>
  )
}

function Border() {
  return (
    <ExpansionPanels variant="bordered">
      <Panels />
    </ExpansionPanels>
  )
}

function Popout() {
  return (
    <ExpansionPanels variant="popout">
      <Panels />
    </ExpansionPanels>
  )
}

function Model() {
  const { t } = useTranslation('demos')
  const [open, setOpen] = useState<string[]>(['1'])
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="tonal" onClick={() => setOpen(ITEMS.map(String))}>
          {t('expansionPanel.model.all')}
        </Button>
        <Button size="sm" variant="tonal" color="secondary" onClick={() => setOpen([])}>
          {t('expansionPanel.model.none')}
        </Button>
        <p role="status" className="text-sm text-muted">
          {t('expansionPanel.model.open', { n: formatNumber(open.length) })}
        </p>
      </div>
      <ExpansionPanels multiple value={open} onChange={setOpen}>
        {ITEMS.map((n) => (
          <ExpansionPanel key={n} value={String(n)} title={t('expansionPanel.item', { n })}>
            {t('sample.sentence')}
          </ExpansionPanel>
        ))}
      </ExpansionPanels>
    </>
  )
}

function Disabled() {
  const { t } = useTranslation('demos')
  return (
    <ExpansionPanels>
      <ExpansionPanel title={t('expansionPanel.item', { n: 1 })}>{t('sample.sentence')}</ExpansionPanel>
      <ExpansionPanel title={t('expansionPanel.disabled')} disabled>
        {t('sample.sentence')}
      </ExpansionPanel>
    </ExpansionPanels>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function ExpansionPanelPage() {
  return <DemoPage page="expansionPanel" raw={raw} demos={{ Accordion, Multiple, CustomIcon, Inset, Model, Popout, Border, Disabled }} />
}
