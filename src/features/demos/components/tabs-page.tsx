import { Bell, Lock, Plus, User, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import { DemoPage } from '../shared/demo-page'
import raw from './tabs-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

const KEYS = ['account', 'security', 'notifications'] as const
const ICONS = { account: <User />, security: <Lock />, notifications: <Bell /> }

/** Three tabs with their panels; the demos below vary the look. */
function Sample({
  variant,
  vertical,
  icons,
  listClass,
  tabClass,
  fixed,
}: {
  variant?: 'underline' | 'pill'
  vertical?: boolean
  fixed?: boolean
  icons?: boolean
  listClass?: string
  tabClass?: string
}) {
  const { t } = useTranslation('demos')
  return (
    <Tabs variant={variant} vertical={vertical}>
      <TabList aria-label={t('tabs.label')} vertical={vertical} fixed={fixed} className={listClass}>
        {KEYS.map((k) => (
          <Tab key={k} icon={icons ? ICONS[k] : undefined} className={tabClass}>
            {t(`tabs.keys.${k}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {KEYS.map((k) => (
          <TabPanel key={k}>{t(`tabs.panels.${k}`)}</TabPanel>
        ))}
      </TabPanels>
    </Tabs>
  )
}

function Basic() {
  return <Sample />
}

function Alignment() {
  return <Sample listClass="justify-center" />
}

function Pill() {
  return <Sample variant="pill" />
}

function CustomIcons() {
  return <Sample icons />
}

function Stacked() {
  return <Sample icons tabClass="h-auto flex-col gap-1 py-2" />
}

/** Grow: the tabs fill the bar, each growing from its label's width (Fixed: all the same width). */
function Grow() {
  return <Sample listClass="[&>*]:flex-auto" />
}

function Fixed() {
  return <Sample fixed />
}

function Vertical() {
  return <Sample vertical icons />
}

function VerticalPill() {
  return <Sample vertical variant="pill" />
}

function Dynamic() {
  const { t } = useTranslation('demos')
  const [tabs, setTabs] = useState([1, 2, 3])
  const [index, setIndex] = useState(0)
  const add = () => {
    setTabs((all) => [...all, Math.max(0, ...all) + 1])
    setIndex(tabs.length)
  }
  const remove = () => {
    setTabs((all) => all.filter((_, i) => i !== index))
    setIndex((i) => Math.max(0, i - 1))
  }
  return (
    <Tabs selectedIndex={index} onChange={setIndex}>
      <div className="flex items-center gap-2">
        <TabList aria-label={t('tabs.label')} className="min-w-0 flex-1">
          {tabs.map((n) => (
            <Tab key={n}>{t('sample.item', { n })}</Tab>
          ))}
        </TabList>
        <IconButton label={t('tabs.add')} onClick={add}>
          <Plus />
        </IconButton>
        <IconButton label={t('tabs.remove')} onClick={remove} disabled={tabs.length <= 1}>
          <X />
        </IconButton>
      </div>
      <TabPanels>
        {tabs.map((n) => (
          <TabPanel key={n}>{t('tabs.dynamicPanel', { n })}</TabPanel>
        ))}
      </TabPanels>
    </Tabs>
  )
}

function Overflow() {
  const { t } = useTranslation('demos')
  const many = Array.from({ length: 14 }, (_, i) => i + 1)
  return (
    <Tabs>
      <TabList aria-label={t('tabs.label')}>
        {many.map((n) => (
          <Tab key={n}>{t('sample.item', { n })}</Tab>
        ))}
      </TabList>
      <TabPanels>
        {many.map((n) => (
          <TabPanel key={n}>{t('tabs.dynamicPanel', { n })}</TabPanel>
        ))}
      </TabPanels>
    </Tabs>
  )
}

function Programmatic() {
  const { t } = useTranslation('demos')
  const [index, setIndex] = useState(0)
  return (
    <>
      <Tabs selectedIndex={index} onChange={setIndex}>
        <TabList aria-label={t('tabs.label')}>
          {KEYS.map((k) => (
            <Tab key={k}>{t(`tabs.keys.${k}`)}</Tab>
          ))}
        </TabList>
        <TabPanels>
          {KEYS.map((k) => (
            <TabPanel key={k}>{t(`tabs.panels.${k}`)}</TabPanel>
          ))}
        </TabPanels>
      </Tabs>
      <div className="flex gap-2">
        <Button size="sm" variant="outlined" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('tabs.previous')}
        </Button>
        <Button size="sm" disabled={index === KEYS.length - 1} onClick={() => setIndex(index + 1)}>
          {t('tabs.next')}
        </Button>
      </div>
    </>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function TabsPage() {
  return (
    <DemoPage
      page="tabs"
      raw={raw}
      demos={{ Basic, Alignment, Pill, CustomIcons, Stacked, Grow, Fixed, Vertical, VerticalPill, Dynamic, Overflow, Programmatic }}
    />
  )
}
