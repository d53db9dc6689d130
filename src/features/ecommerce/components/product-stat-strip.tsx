import { Building2, Gift, Laptop, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { StatCard, StatCardGrid } from '@/ui/stat-card'
import { SHOP_CURRENCY } from '../lib/product-meta'

/** The template's sales figures (fictional, DECISIONS section 9: only the tables are live). */
const STATS = [
  { key: 'inStore', icon: Building2, value: 5345.43, orders: 5000, delta: 5.7 },
  { key: 'website', icon: Laptop, value: 674347.12, orders: 21000, delta: 12.4 },
  { key: 'discount', icon: Gift, value: 14235.12, orders: 6000, delta: undefined },
  { key: 'affiliate', icon: Wallet, value: 8345.23, orders: 150, delta: -3.5 },
] as const

/** The products list's stat strip: in-store, website, discount and affiliate sales. */
export function ProductStatStrip() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <StatCardGrid>
      {STATS.map((s) => (
        <StatCard
          key={s.key}
          label={t(`products.stats.${s.key}`)}
          value={formatMoney(s.value, SHOP_CURRENCY)}
          icon={<s.icon />}
          tone="secondary"
          delta={s.delta}
          hint={t('products.stats.orders', { count: formatNumber(s.orders, { notation: 'compact' }) })}
        />
      ))}
    </StatCardGrid>
  )
}
