import { useTranslation } from 'react-i18next'
import { ExpansionPanel, ExpansionPanels } from '@/ui/expansion-panel'

/** An accordion of questions written in front.json (`<group>.items.<key>.question|answer`). */
export function StaticFaq({ group, keys, className }: { group: 'landingFaq' | 'pricingFaq'; keys: readonly string[]; className?: string }) {
  const { t } = useTranslation('front')
  return (
    <ExpansionPanels variant="bordered" className={className}>
      {keys.map((k, i) => (
        <ExpansionPanel key={k} title={t(`${group}.items.${k}.question`)} defaultOpen={i === 0}>
          <p className="text-muted">{t(`${group}.items.${k}.answer`)}</p>
        </ExpansionPanel>
      ))}
    </ExpansionPanels>
  )
}
