import { Check, Minus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { COMPARISON, PLANS, type Billing } from '../lib/plans'

/** Features × plans: included, not included or add-on; a "Choose plan" button per plan. */
export function ComparisonTable({ billing }: { billing: Billing }) {
  const { t } = useTranslation('front')
  return (
    <Table caption={t('comparison.caption')} className="bg-surface">
      <TableHeader>
        <TableRow>
          <TableHead>{t('comparison.feature')}</TableHead>
          {PLANS.map((p) => (
            <TableHead key={p.id} align="center">
              {t(p.name)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {COMPARISON.map((row) => (
          <TableRow key={row.feature}>
            <TableHead scope="row" className="font-normal text-text">
              {t(row.feature)}
            </TableHead>
            {PLANS.map((p) => {
              const v = row.plans[p.id]
              return (
                <TableCell key={p.id} align="center">
                  {v === 'addOn' ? (
                    <Chip tone="primary">{t('comparison.addOn')}</Chip>
                  ) : v ? (
                    <Check className="mx-auto size-5 text-success" aria-label={t('comparison.included')} role="img" />
                  ) : (
                    <Minus className="mx-auto size-5 text-muted" aria-label={t('comparison.notIncluded')} role="img" />
                  )}
                </TableCell>
              )
            })}
          </TableRow>
        ))}
        <TableRow>
          <TableCell />
          {PLANS.map((p) => (
            <TableCell key={p.id} align="center">
              <Link
                to={linkTo('frontPayment', {}, { plan: p.id, billing })}
                className={buttonVariants({ variant: p.popular ? 'filled' : 'tonal', size: 'sm' })}
              >
                {t('pricing.choose')}
                <span className="sr-only"> {t(p.name)}</span>
              </Link>
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  )
}
