import { Crown, Gift, Heart, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CustomerProfile } from '@/api/contracts/ecommerce-customer-profile'
import { formatMoney, formatNumber } from '@/lib/format'
import { StatCard } from '@/ui/stat-card'
import { SHOP_CURRENCY } from '../lib/product-meta'

/** The overview tab's four cards; the figures are the handler's, computed from the customer's record. */
export function CustomerOverviewCards({ overview: o }: { overview: CustomerProfile['overview'] }) {
  const { t } = useTranslation('ecommerce')
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <StatCard
        layout="vertical"
        icon={<Wallet />}
        label={t('customers.overview.balance')}
        value={formatMoney(o.balance, SHOP_CURRENCY)}
        hint={t('customers.overview.balanceHint')}
      />
      <StatCard
        layout="vertical"
        tone="success"
        icon={<Crown />}
        label={t('customers.overview.loyalty')}
        value={t(`customers.overview.tiers.${o.tier}`)}
        hint={o.toNextTier ? t('customers.overview.toNext', { points: formatNumber(o.toNextTier) }) : t('customers.overview.topTier')}
      />
      <StatCard
        layout="vertical"
        tone="warning"
        icon={<Heart />}
        label={t('customers.overview.wishlist')}
        value={formatNumber(o.wishlist)}
        hint={t('customers.overview.wishlistHint')}
      />
      <StatCard
        layout="vertical"
        tone="info"
        icon={<Gift />}
        label={t('customers.overview.coupons')}
        value={formatNumber(o.coupons)}
        hint={t('customers.overview.couponsHint')}
      />
    </div>
  )
}
