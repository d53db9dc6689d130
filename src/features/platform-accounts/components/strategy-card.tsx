import { Clock, Copy, MapPin, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Platform, Strategy } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Card } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { MenuItem } from '@/ui/menu'
import { LinearProgress } from '@/ui/progress'
import { RecordMenu } from '@/ui/record-menu'
import { FRUIT_META, PLATFORM_META } from '../lib/platform-meta'
import { FruitIcon } from './fruit-icon'
import { WeekStrip } from './strategy-fields'

/** One strategy: its pace, schedule and targeting at a glance, the accounts using it, actions. */
export function StrategyCard({
  platform,
  strategy: s,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  platform: Platform
  strategy: Strategy
  onEdit: () => void
  onDuplicate: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation(['platform', 'common'])
  const titleId = `strategy-${platform}-${s.id}`
  return (
    <Card aria-labelledby={titleId} className="flex flex-col" data-testid="strategy-card">
      <div className="flex items-start gap-3 px-5 pt-5">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-lg font-medium text-strong">
            <button type="button" onClick={onEdit} className="rounded text-start hover:text-primary">
              <bdi>{s.name}</bdi>
            </button>
          </h2>
          <p className="mt-0.5 line-clamp-2 min-h-10 text-sm text-muted">
            {s.description ? <bdi>{s.description}</bdi> : t('strategies.noDescription')}
          </p>
        </div>
        <RecordMenu
          label={t('strategies.actions.menu', { name: s.name })}
          className="-me-2 -mt-1 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text"
          iconClassName="size-5"
          onEdit={onEdit}
          onDelete={onDelete}
          extra={
            <MenuItem icon={<Copy />} onClick={onDuplicate}>
              {t('strategies.actions.duplicate')}
            </MenuItem>
          }
        />
      </div>

      <dl className="mx-5 mt-4 grid grid-cols-3 divide-x divide-border rounded-lg bg-surface-2 py-2.5 text-center rtl:divide-x-reverse">
        <div>
          <dt className="text-[0.75rem] text-muted">{t('strategies.fields.dailyLikeLimitShort')}</dt>
          <dd className="text-lg font-medium text-strong tabular-nums">{formatNumber(s.dailyLikeLimit)}</dd>
        </div>
        <div>
          <dt className="text-[0.75rem] text-muted">{t('strategies.fields.likeRatio')}</dt>
          <dd className="text-lg font-medium text-strong tabular-nums">{formatNumber(s.likeRatio / 100, { style: 'percent' })}</dd>
        </div>
        <div>
          <dt className="text-[0.75rem] text-muted">{t('strategies.fields.ages')}</dt>
          <dd className="text-lg font-medium text-strong tabular-nums" dir="ltr">
            {formatNumber(s.ageMin)}–{formatNumber(s.ageMax)}
          </dd>
        </div>
      </dl>
      <div className="mx-5 mt-3">
        <LinearProgress value={s.likeRatio} label={t('strategies.fields.likeRatio')} height={4} />
      </div>

      <ul className="mx-5 mt-4 mb-4 grid gap-2.5 text-sm">
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 text-muted" />
            <span dir="ltr" className="tabular-nums">
              {s.activeHours.from} – {s.activeHours.to}
            </span>
          </span>
          <WeekStrip days={s.activeDays} />
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4 text-muted" />
          {t('strategies.withinKm', { km: formatNumber(s.maxDistanceKm) })}
        </li>
        {platform === 'fruitz' && s.fruits && (
          <li className="flex flex-wrap gap-1.5" aria-label={t('strategies.fields.fruits')}>
            {s.fruits.map((f) => (
              <Chip key={f} tone={FRUIT_META[f].tone} className="gap-1">
                <FruitIcon fruit={f} />
                {t(`fruits.${f}`)}
              </Chip>
            ))}
          </li>
        )}
      </ul>

      <div className="mt-auto flex items-center justify-between gap-3 border-t border-border px-5 py-3">
        <Link
          to={linkTo(PLATFORM_META[platform].accountsRoute, {}, { strategyId: s.id })}
          className="inline-flex items-center gap-2 rounded text-sm font-medium text-primary hover:underline"
        >
          <Users aria-hidden className="size-4" />
          {t('strategies.accountsUsing', { count: formatNumber(s.accountCount) })}
        </Link>
        <button type="button" onClick={onEdit} className="rounded-md px-2.5 py-1 text-sm font-medium text-text hover:bg-hover">
          {t('common:actions.edit')}
        </button>
      </div>
    </Card>
  )
}
