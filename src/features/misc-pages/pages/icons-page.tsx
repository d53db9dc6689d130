import { useVirtualizer } from '@tanstack/react-virtual'
import { Search } from 'lucide-react'
// The whole set from lucide's one-module CommonJS build: importing `icons` from the ES build would
// share every icon module with the first screen's chunk and split each one out of it.
import { icons } from 'lucide-react/dist/cjs/lucide-react.js'
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from '@/lib/clipboard'
import { formatNumber } from '@/lib/format'
import { Card, CardBody } from '@/ui/card'
import { EmptyState } from '@/ui/empty-state'
import { TextField } from '@/ui/field'
import { PageHeader } from '@/ui/page-header'
import { useToast } from '@/ui/toast'
import { Tooltip } from '@/ui/tooltip'

/** The whole lucide set: only this page's chunk imports it (the app imports its icons by name). */
const NAMES = (Object.keys(icons) as (keyof typeof icons)[]).sort()
const CELL = 104
const ROW = 96

/** `ArrowRight` -> `arrow right`, for the search. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
const INDEX = NAMES.map((name) => [name, `${name.toLowerCase()} ${words(name)}`] as const)

/** Searchable, virtualised grid of the app's icon set; a click copies the icon's name. */
export default function IconsPage() {
  const { t } = useTranslation('pages')
  const toast = useToast()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim().toLowerCase())
  const found = useMemo(() => (deferred ? INDEX.filter(([, text]) => text.includes(deferred)).map(([name]) => name) : NAMES), [deferred])
  const copy = async (name: string) => {
    const ok = await copyText(name)
    toast(t(ok ? 'icons.copied' : 'icons.copyFailed', { name }), ok ? 'success' : 'error')
  }
  return (
    <>
      <PageHeader title={t('icons.title')} subtitle={t('icons.subtitle')} />
      <Card>
        <CardBody className="pt-5">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <TextField
              label={t('icons.search')}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              start={<Search />}
              fieldClassName="w-full max-w-sm"
            />
            <p className="text-sm text-muted" aria-live="polite">
              {t('icons.count', { n: formatNumber(found.length) })}
            </p>
          </div>
          {found.length ? (
            <IconGrid names={found} onPick={(n) => void copy(n)} label={t('icons.title')} copyLabel={(name) => t('icons.copy', { name })} />
          ) : (
            <EmptyState title={t('icons.none')} />
          )}
        </CardBody>
      </Card>
    </>
  )
}

function IconGrid({
  names,
  onPick,
  label,
  copyLabel,
}: {
  names: readonly (keyof typeof icons)[]
  onPick: (name: string) => void
  label: string
  copyLabel: (name: string) => string
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(8)
  useEffect(() => {
    const el = scroller.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0
      if (width > 0) setColumns(Math.max(2, Math.floor(width / CELL)))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  const rows = Math.ceil(names.length / columns)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 3,
    initialRect: { width: columns * CELL, height: 600 },
  })
  return (
    <div ref={scroller} className="h-[65vh] overflow-y-auto rounded-md border border-border">
      <div role="list" aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="absolute inset-x-0 grid"
            style={{ top: row.start, height: ROW, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {names.slice(row.index * columns, row.index * columns + columns).map((name) => (
              <IconCell key={name} name={name} onPick={onPick} label={copyLabel(name)} />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

const IconCell = memo(function IconCell({
  name,
  onPick,
  label,
}: {
  name: keyof typeof icons
  onPick: (name: string) => void
  label: string
}) {
  const Icon = icons[name]
  return (
    <div role="listitem" className="min-w-0 p-1 *:size-full">
      <Tooltip content={name}>
        <button
          type="button"
          aria-label={label}
          onClick={() => onPick(name)}
          className="flex size-full flex-col items-center justify-center gap-2 rounded-md text-text outline-none hover:bg-primary/10 hover:text-primary focus-visible:ring-2 focus-visible:ring-primary"
        >
          <Icon className="size-6" aria-hidden />
          <span className="w-full truncate px-1 text-center text-[0.6875rem] text-muted" dir="ltr">
            {name}
          </span>
        </button>
      </Tooltip>
    </div>
  )
})
