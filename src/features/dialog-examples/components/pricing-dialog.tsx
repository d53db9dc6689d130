import { Check } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { cn } from '@/lib/cn'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { Dialog } from '@/ui/dialog'
import { Switch } from '@/ui/switch'
import { useToast } from '@/ui/toast'
import type { ExampleDialogProps } from './form-dialog'

const FEATURES = ['0', '1', '2', '3', '4'] as const
const PLANS = [
  { id: 'basic', monthly: 0, features: 3 },
  { id: 'standard', monthly: 49, features: 4, popular: true },
  { id: 'enterprise', monthly: 99, features: 5 },
] as const

/** Three plans, monthly or annual prices; choosing one confirms with a toast. */
export function PricingDialog({ open, onClose }: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  const toast = useToast()
  const [annual, setAnnual] = useState(false)
  return (
    <Dialog open={open} onClose={onClose} size="xl" title={t('dialogs.pricing.title')} description={t('dialogs.pricing.description')}>
      <div className="mb-6 flex justify-center">
        <Switch checked={annual} onChange={setAnnual} label={t('dialogs.pricing.annual')} className="w-auto" />
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {PLANS.map((p) => {
          const price = annual ? Math.round(p.monthly * 12 * 0.8) : p.monthly
          return (
            <li
              key={p.id}
              className={cn('relative flex flex-col rounded-lg border p-5', 'popular' in p ? 'border-primary' : 'border-border')}
            >
              {'popular' in p && <Chip className="absolute end-3 top-3">{t('dialogs.pricing.popular')}</Chip>}
              <h3 className="text-lg font-medium text-strong">{t(`dialogs.pricing.plans.${p.id}.name`)}</h3>
              <p className="text-sm text-muted">{t(`dialogs.pricing.plans.${p.id}.tagline`)}</p>
              <p className="my-4 text-3xl font-semibold text-primary">
                {formatMoney(price, 'USD')}
                <span className="text-sm font-normal text-muted">
                  {' '}
                  / {t(annual ? 'dialogs.pricing.perYear' : 'dialogs.pricing.perMonth')}
                </span>
              </p>
              <ul className="mb-5 flex-1 space-y-2 text-sm">
                {FEATURES.slice(0, p.features).map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <Check className="size-4 shrink-0 text-success" aria-hidden />
                    {t(`dialogs.pricing.features.${f}`)}
                  </li>
                ))}
              </ul>
              <Button
                variant={p.id === 'basic' ? 'tonal' : 'filled'}
                color={p.id === 'basic' ? 'success' : 'primary'}
                onClick={() => {
                  toast(t('dialogs.pricing.done', { plan: t(`dialogs.pricing.plans.${p.id}.name`) }))
                  onClose()
                }}
              >
                {t(p.id === 'basic' ? 'dialogs.pricing.current' : 'dialogs.pricing.upgrade')}
              </Button>
            </li>
          )
        })}
      </ul>
    </Dialog>
  )
}
