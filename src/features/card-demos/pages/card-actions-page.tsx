import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'
import { ActionCard, type CardActionKind } from '../components/action-card'

type DemoId = 'collapsible' | 'refresh' | 'remove' | 'initialLoad' | 'all'
const DEMOS: { id: DemoId | 'slots'; actions: CardActionKind[]; loading?: boolean }[] = [
  { id: 'collapsible', actions: ['collapse'] },
  { id: 'refresh', actions: ['refresh'] },
  { id: 'remove', actions: ['remove'] },
  { id: 'initialLoad', actions: ['refresh'], loading: true },
  { id: 'all', actions: ['collapse', 'refresh', 'remove'] },
  { id: 'slots', actions: ['collapse', 'remove'] },
]

/** The card actions: collapse, refresh with an overlay, remove (with a way to bring the cards back). */
export default function CardActionsPage() {
  const { t } = useTranslation('pages')
  const [removed, setRemoved] = useState<ReadonlySet<DemoId | 'slots'>>(new Set())
  const restore = useRef<HTMLButtonElement>(null)
  const remove = (id: DemoId | 'slots') => {
    setRemoved((s) => new Set(s).add(id))
    // The focused button goes away with its card: the focus moves to "Restore the cards".
    requestAnimationFrame(() => restore.current?.focus())
  }
  return (
    <>
      <PageHeader
        title={t('cards.titles.actions')}
        subtitle={t('cards.actionsSubtitle')}
        actions={
          <Button ref={restore} variant="tonal" disabled={removed.size === 0} onClick={() => setRemoved(new Set())}>
            {t('cards.actions.restore', { n: removed.size })}
          </Button>
        }
      />
      <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        {DEMOS.filter((d) => !removed.has(d.id)).map((d) => (
          <ActionCard
            key={d.id}
            title={t(`cards.actionDemos.${d.id}.title`)}
            actions={d.actions}
            loading={d.loading}
            onRemove={() => remove(d.id)}
          >
            {d.id === 'slots' ? (
              <div className="space-y-3">
                <p className="text-muted">{t('cards.actionDemos.slots.body')}</p>
                <p className="rounded-md bg-primary/10 px-3 py-2 text-sm text-primary">{t('cards.actionDemos.slots.footer')}</p>
              </div>
            ) : (
              <p className="text-muted">{t(`cards.actionDemos.${d.id}.body`)}</p>
            )}
          </ActionCard>
        ))}
      </div>
    </>
  )
}
