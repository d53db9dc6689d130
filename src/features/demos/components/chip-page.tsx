import { ChevronDown, Heart, MapPin, Star, Wifi } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { Combobox } from '@/ui/combobox'
import { Popover, PopoverButton, PopoverClose, PopoverPanel } from '@/ui/popover'
import { TONES } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './chip-page.tsx?raw'
import { usePeople } from './people'
import type { PageModuleExtras } from '@/api/resources'

const row = 'flex flex-wrap items-center gap-3'

function Color() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone) => (
        <Chip key={tone} tone={tone}>
          {t(`toneNames.${tone}`)}
        </Chip>
      ))}
    </div>
  )
}

function Filled() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone) => (
        <Chip key={tone} tone={tone} variant="filled">
          {t(`toneNames.${tone}`)}
        </Chip>
      ))}
    </div>
  )
}

function Outlined() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone) => (
        <Chip key={tone} tone={tone} variant="outlined">
          {t(`toneNames.${tone}`)}
        </Chip>
      ))}
    </div>
  )
}

function Label() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {(['primary', 'success', 'warning'] as const).map((tone) => (
        <Chip key={tone} tone={tone} shape="label">
          {t(`toneNames.${tone}`)}
        </Chip>
      ))}
    </div>
  )
}

function Sizes() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Chip key={size} size={size}>
          {t(`sizes.${size}`)}
        </Chip>
      ))}
    </div>
  )
}

const CITIES = ['paris', 'lyon', 'tunis', 'casablanca'] as const
type City = (typeof CITIES)[number]

function Closable() {
  const { t } = useTranslation('demos')
  const [shown, setShown] = useState<City[]>([...CITIES])
  return (
    <div className={row}>
      {shown.map((city) => (
        <Chip key={city} size="md" onClose={() => setShown((s) => s.filter((c) => c !== city))}>
          {t(`chip.cities.${city}`)}
        </Chip>
      ))}
      {shown.length < CITIES.length && (
        <Button size="sm" variant="text" onClick={() => setShown([...CITIES])}>
          {t('sample.reset')}
        </Button>
      )}
    </div>
  )
}

function Expandable() {
  const { t } = useTranslation('demos')
  return (
    <Popover>
      <PopoverButton className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary">
        <Chip size="md" leading={<MapPin className="ms-1.5" aria-hidden />}>
          {t('chip.expandable.chip')}
          <ChevronDown aria-hidden />
        </Chip>
      </PopoverButton>
      <PopoverPanel>
        <p className="font-medium text-strong">{t('chip.expandable.title')}</p>
        <p className="mt-1 text-sm text-muted">{t('chip.expandable.text')}</p>
        <PopoverClose as={Button} size="sm" variant="tonal" className="mt-3">
          {t('sample.close')}
        </PopoverClose>
      </PopoverPanel>
    </Popover>
  )
}

function InSelects() {
  const { t } = useTranslation('demos')
  const [value, setValue] = useState<string[]>(['paris', 'tunis'])
  const options = CITIES.map((c) => ({ value: c, label: t(`chip.cities.${c}`) }))
  return <Combobox multiple label={t('chip.select')} options={options} value={value} onChange={setValue} />
}

function WithAvatar() {
  const people = usePeople()
  return (
    <div className={row}>
      {people.slice(0, 3).map((p) => (
        <Chip key={p.id} size="md" leading={<Avatar name={p.name} src={p.src} size={24} />}>
          {p.name}
        </Chip>
      ))}
    </div>
  )
}

function WithIcon() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <Chip tone="error" leading={<Heart className="ms-1.5" aria-hidden />}>
        {t('chip.icons.favourite')}
      </Chip>
      <Chip tone="warning" variant="outlined" leading={<Star className="ms-1.5" aria-hidden />}>
        {t('chip.icons.starred')}
      </Chip>
      <Chip tone="success" variant="filled" leading={<Wifi className="ms-1.5" aria-hidden />}>
        {t('chip.icons.online')}
      </Chip>
    </div>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function ChipPage() {
  return (
    <DemoPage
      page="chip"
      raw={raw}
      demos={{ Color, Filled, Outlined, Label, Sizes, Closable, Expandable, InSelects, WithAvatar, WithIcon }}
    />
  )
}
