import { Bell, Lock, MapPin, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { ecommerceCustomerProfile } from '@/api/resources/ecommerce-customer-profile'
import { linkTo } from '@/lib/paths'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { QueryState } from '@/ui/query-state'
import { TabbedPage, tabOf } from '@/ui/tabbed-page'
import { CustomerAddressTab } from './customer-address-tab'
import { CustomerNotificationsTab } from './customer-notifications-tab'
import { CustomerOrdersTable } from './customer-orders-table'
import { CustomerOverviewCards } from './customer-overview-cards'
import { CustomerSecurityTab } from './customer-security-tab'

const TABS = ['overview', 'security', 'address-billing', 'notifications'] as const
const ICONS = { overview: <UserRound />, security: <Lock />, 'address-billing': <MapPin />, notifications: <Bell /> }

/** The customer details' tabs (the `:tab` of the URL, overview by default), each from the customer's profile. */
export function CustomerTabs({ id, email }: { id: number; email: string }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const tab = tabOf(TABS, useParams().tab) ?? 'overview'
  const profile = ecommerceCustomerProfile.useDetail(id)
  return (
    <TabbedPage
      className="flex min-w-0 flex-col gap-6"
      label={t('customers.tabs.label')}
      active={tab}
      tabs={TABS.map((k) => ({
        key: k,
        to: linkTo('customerDetails', { id, tab: k === 'overview' ? undefined : k }),
        label: t(`customers.tabs.${k}`),
        icon: ICONS[k],
      }))}
    >
      <QueryState query={profile} error={t('customerDetails.loadFailed')}>
        {(p) => (
          <>
            {tab === 'overview' && (
              <>
                <CustomerOverviewCards overview={p.overview} />
                <Card className="min-w-0 overflow-hidden">
                  <CardHeader>
                    <CardTitle>{t('customerDetails.orders')}</CardTitle>
                  </CardHeader>
                  <CustomerOrdersTable email={email} />
                </Card>
              </>
            )}
            {tab === 'security' && <CustomerSecurityTab key={p.passwordChangedAt} id={id} profile={p} />}
            {tab === 'address-billing' && <CustomerAddressTab id={id} profile={p} />}
            {tab === 'notifications' && <CustomerNotificationsTab key={JSON.stringify(p.notifications)} id={id} profile={p} />}
          </>
        )}
      </QueryState>
    </TabbedPage>
  )
}
