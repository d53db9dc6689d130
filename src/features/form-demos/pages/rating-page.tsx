import { useState } from 'react'
import { Rating, RatingView } from '@/ui/rating'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './rating-page.tsx?raw'
import { demoKey } from '../shared/demo-key'

function useStars(initial = 3) {
  return useState(initial)
}

function Basic() {
  const { t } = useDemoT()
  const [value, setValue] = useStars()
  return <Rating label={t('f.rating')} value={value} onChange={setValue} />
}

function Clearable() {
  const { t } = useDemoT()
  const [value, setValue] = useStars(4)
  return <Rating label={t('f.rating')} value={value} onChange={setValue} clearable />
}

function Colors() {
  const { t } = useDemoT()
  const [value, setValue] = useStars(2)
  return <Rating label={t('f.rating')} value={value} onChange={setValue} className="text-success" />
}

function Density() {
  const { t } = useDemoT()
  const [value, setValue] = useStars()
  return <Rating label={t('shared.compact')} value={value} onChange={setValue} size="sm" />
}

function Hover() {
  const { t } = useDemoT()
  const [value, setValue] = useStars(0)
  return (
    <>
      <Rating label={t('f.rating')} value={value} onChange={setValue} />
      <p className="text-sm text-muted" aria-live="polite">
        {t('shared.ratingIs', { n: value })}
      </p>
    </>
  )
}

function HalfIncrements() {
  const { t } = useDemoT()
  return (
    <div className="flex flex-col gap-2">
      <RatingView value={3.5} />
      <p className="text-sm text-muted">{t('shared.ratingIs', { n: 3.5 })}</p>
    </div>
  )
}

function Length() {
  const { t } = useDemoT()
  const [value, setValue] = useStars(7)
  return <Rating label={t('shared.outOfN', { n: 10 })} value={value} onChange={setValue} max={10} />
}

function Readonly() {
  const { t } = useDemoT()
  return <Rating label={t('shared.readonly')} value={4} readOnly />
}

function Size() {
  const { t } = useDemoT()
  const [value, setValue] = useStars()
  return (
    <div className="flex flex-col gap-3">
      <Rating label={t('shared.small')} value={value} onChange={setValue} size="sm" />
      <Rating label={t('shared.large')} value={value} onChange={setValue} size="lg" />
    </div>
  )
}

const WORDS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const

/** Each value has its word, shown next to the stars. */
function ItemSlot() {
  const { t } = useDemoT()
  const [value, setValue] = useStars(4)
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Rating label={t('f.rating')} value={value} onChange={setValue} />
      <p role="status" className="pb-1 text-sm font-medium text-strong">
        {value > 0 ? t(demoKey(`rating.words.${WORDS[value - 1]}`)) : '—'}
      </p>
    </div>
  )
}

export default function RatingPage() {
  return (
    <DemoPage
      page="rating"
      raw={raw}
      demos={{ Basic, Clearable, Colors, Density, Hover, HalfIncrements, ItemSlot, Length, Readonly, Size }}
    />
  )
}
