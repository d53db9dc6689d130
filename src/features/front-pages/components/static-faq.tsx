import { useTranslation } from 'react-i18next'
import type { I18nKey } from '@/i18n/i18n-keys'
import { ExpansionPanel, ExpansionPanels } from '@/ui/expansion-panel'

export interface StaticQuestion {
  question: I18nKey<'front'>
  answer: I18nKey<'front'>
}

/** An accordion of questions written in front.json (landing and pricing FAQ). */
export function StaticFaq({ items, className }: { items: readonly StaticQuestion[]; className?: string }) {
  const { t } = useTranslation('front')
  return (
    <ExpansionPanels variant="bordered" className={className}>
      {items.map((item, i) => (
        <ExpansionPanel key={item.question} title={t(item.question)} defaultOpen={i === 0}>
          <p className="text-muted">{t(item.answer)}</p>
        </ExpansionPanel>
      ))}
    </ExpansionPanels>
  )
}
