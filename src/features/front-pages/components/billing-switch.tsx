import { useTranslation } from 'react-i18next'
import { Chip } from '@/ui/chip'
import { Switch } from '@/ui/switch'
import type { Billing } from '../lib/plans'

/** Monthly / annual switch of the pricing cards, with the annual saving. */
export function BillingSwitch({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const { t } = useTranslation('front')
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <span className={billing === 'monthly' ? 'font-medium text-strong' : 'text-muted'} aria-hidden>
        {t('pricing.monthly')}
      </span>
      <Switch
        checked={billing === 'annual'}
        onChange={(on) => onChange(on ? 'annual' : 'monthly')}
        label={<span className="sr-only">{t('pricing.annualSwitch')}</span>}
      />
      <span className={billing === 'annual' ? 'font-medium text-strong' : 'text-muted'} aria-hidden>
        {t('pricing.annual')}
      </span>
      <Chip tone="success">{t('pricing.save', { percent: 25 })}</Chip>
    </div>
  )
}
