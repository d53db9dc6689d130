import { ArrowRight, Heart, Send, Settings, Trash2, Upload } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { Button, ButtonGroup, buttonVariants, type ButtonProps } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { TONES } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './button-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

const row = 'flex flex-wrap items-center gap-3'
const VARIANTS = ['filled', 'tonal', 'outlined', 'text'] as const

/** One button per tone; `withDisabled` adds a disabled one to show that state of the variant. */
function ToneRow({ variant, withDisabled }: { variant: NonNullable<ButtonProps['variant']>; withDisabled?: boolean }) {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {TONES.map((tone) => (
        <Button key={tone} variant={variant} color={tone}>
          {t(`toneNames.${tone}`)}
        </Button>
      ))}
      {withDisabled && (
        <Button variant={variant} disabled>
          {t('button.disabled')}
        </Button>
      )}
    </div>
  )
}

function Colors() {
  return <ToneRow variant="filled" />
}

function Tonal() {
  return <ToneRow variant="tonal" />
}

function Outlined() {
  return <ToneRow variant="outlined" />
}

function Text() {
  return <ToneRow variant="text" />
}

function Flat() {
  return <ToneRow variant="flat" withDisabled />
}

function Plain() {
  return <ToneRow variant="plain" withDisabled />
}

function Rounded() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant} shape="pill">
          {t(`variants.${variant}`)}
        </Button>
      ))}
    </div>
  )
}

function Sizing() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Button key={size} size={size}>
          {t(`sizes.${size}`)}
        </Button>
      ))}
    </div>
  )
}

function Block() {
  const { t } = useTranslation('demos')
  return (
    <>
      <Button block>{t('button.block')}</Button>
      <Button block variant="outlined" color="secondary">
        {t('button.block')}
      </Button>
    </>
  )
}

function WithIcon() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <Button>
        <Send aria-hidden />
        {t('button.send')}
      </Button>
      <Button variant="tonal" color="error">
        {t('button.delete')}
        <Trash2 aria-hidden />
      </Button>
      <Button variant="outlined" color="info">
        <Upload aria-hidden />
        {t('button.upload')}
      </Button>
    </div>
  )
}

function IconOnly() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <IconButton label={t('button.like')} color="primary">
        <Heart />
      </IconButton>
      <IconButton label={t('button.settings')}>
        <Settings />
      </IconButton>
      <IconButton label={t('button.delete')} color="error" size="lg">
        <Trash2 />
      </IconButton>
      <Button aria-label={t('button.next')} className="size-[2.375rem] px-0">
        <ArrowRight className="rtl:rotate-180" aria-hidden />
      </Button>
    </div>
  )
}

function Group() {
  const { t } = useTranslation('demos')
  const [align, setAlign] = useState('start')
  return (
    <ButtonGroup label={t('button.alignment')}>
      {(['start', 'center', 'end'] as const).map((a) => (
        <Button key={a} variant={align === a ? 'filled' : 'outlined'} aria-pressed={align === a} onClick={() => setAlign(a)}>
          {t(`button.align.${a}`)}
        </Button>
      ))}
    </ButtonGroup>
  )
}

function LinkButton() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <a href="https://github.com/" target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outlined' })}>
        {t('button.external')}
      </a>
    </div>
  )
}

function Router() {
  const { t } = useTranslation('demos')
  return (
    <div className={row}>
      <Link to="/components/alert" className={cn(buttonVariants({ variant: 'tonal', color: 'info' }))}>
        {t('button.router')}
        <ArrowRight className="rtl:rotate-180" aria-hidden />
      </Link>
    </div>
  )
}

function Loaders() {
  const { t } = useTranslation('demos')
  const [busy, setBusy] = useState<number | null>(null)
  const run = (i: number) => {
    setBusy(i)
    setTimeout(() => setBusy(null), 2000)
  }
  return (
    <div className={row}>
      {(['primary', 'success', 'info'] as const).map((tone, i) => (
        <Button key={tone} color={tone} loading={busy === i} onClick={() => run(i)}>
          {t('button.load')}
        </Button>
      ))}
    </div>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function ButtonPage() {
  return (
    <DemoPage
      page="button"
      raw={raw}
      demos={{ Colors, Flat, Tonal, Outlined, Text, Plain, Rounded, Sizing, Block, WithIcon, IconOnly, Group, LinkButton, Router, Loaders }}
    />
  )
}
