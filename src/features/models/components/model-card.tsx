import { Images, UserRound, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Model } from '@/api/contracts/models'
import { formatNumber } from '@/lib/format'
import { Card } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { RecordMenu } from '@/ui/record-menu'
import { languageName } from '../lib/languages'

/** A model photo; a broken or missing one falls back to a neutral placeholder. */
export function ModelPhoto({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const [broken, setBroken] = useState(false)
  if (!src || broken)
    return (
      <span role="img" aria-label={alt} className={`flex items-center justify-center bg-surface-2 text-subtle ${className ?? ''}`}>
        <UserRound aria-hidden className="size-12" />
      </span>
    )
  return <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} className={`object-cover ${className ?? ''}`} />
}

/** One persona model in the grid: cover photo, name and age, languages, tags, accounts using it. */
export function ModelCard({ model: m, onEdit, onDelete }: { model: Model; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('models')
  const titleId = `model-${m.id}`
  return (
    <Card aria-labelledby={titleId} className="group flex flex-col overflow-hidden" data-testid="model-card">
      <div className="relative">
        <button
          type="button"
          onClick={onEdit}
          className="block w-full outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset"
          aria-label={t('actions.edit', { name: m.name })}
        >
          <ModelPhoto
            src={m.photos[0]?.url}
            alt={t('photos.coverOf', { name: m.name })}
            className="aspect-[4/5] w-full transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </button>
        <span className="pointer-events-none absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
          <Images aria-hidden className="size-3.5" />
          <span className="sr-only">{t('fields.photos')}: </span>
          {formatNumber(m.photos.length)}
        </span>
        <div className="absolute end-2 top-2">
          <RecordMenu
            label={t('actions.menu', { name: m.name })}
            className="inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75"
            iconClassName="size-4"
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={titleId} className="truncate text-base font-medium text-strong">
            <bdi>{m.name}</bdi>
          </h2>
          <span className="shrink-0 text-sm text-muted">{t('ageYears', { age: formatNumber(m.age) })}</span>
        </div>
        <p className="line-clamp-2 text-[0.8125rem] text-muted">{m.bio ? <bdi>{m.bio}</bdi> : t('noBio')}</p>
        <p className="truncate text-[0.8125rem]" title={m.languages.map(languageName).join(', ')}>
          <span className="sr-only">{t('fields.languages')}: </span>
          {m.languages.map(languageName).join(' · ')}
        </p>
        {m.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t('fields.tags')}>
            {m.tags.slice(0, 4).map((tag) => (
              <li key={tag}>
                <Chip tone="secondary">
                  <bdi>{tag}</bdi>
                </Chip>
              </li>
            ))}
            {m.tags.length > 4 && (
              <li>
                <Chip tone="secondary">+{formatNumber(m.tags.length - 4)}</Chip>
              </li>
            )}
          </ul>
        )}
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-[0.8125rem] font-medium text-primary">
          <Users aria-hidden className="size-4" />
          {t('usedBy', { count: formatNumber(m.accountCount) })}
        </p>
      </div>
    </Card>
  )
}
