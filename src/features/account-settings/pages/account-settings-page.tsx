import { Bell, Bookmark, Link2, Lock, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { TabbedPage, tabOf } from '@/ui/tabbed-page'
import { AccountTab } from '../components/account-tab'
import { BillingTab } from '../components/billing-tab'
import { ConnectionTab } from '../components/connection-tab'
import { NotificationTab } from '../components/notification-tab'
import { SecurityTab } from '../components/security-tab'
import type { PageModuleExtras } from '@/api/resources'

export const ACCOUNT_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const
type TabKey = (typeof ACCOUNT_TABS)[number]

const TABS: Record<TabKey, { icon: React.ReactNode; Panel: () => React.ReactNode }> = {
  account: { icon: <User />, Panel: AccountTab },
  security: { icon: <Lock />, Panel: SecurityTab },
  'billing-plans': { icon: <Bookmark />, Panel: BillingTab },
  notification: { icon: <Bell />, Panel: NotificationTab },
  connection: { icon: <Link2 />, Panel: ConnectionTab },
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['account']

/** /pages/account-settings/:tab — the signed-in user's own settings. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account')
  const tab = tabOf(ACCOUNT_TABS, useParams().tab)
  if (!tab) return <Navigate to={linkTo('accountSettingsTab', { tab: 'account' })} replace />
  const { Panel } = TABS[tab]
  return (
    <TabbedPage
      className="grid gap-6"
      label={t('tabs.label')}
      tabs={ACCOUNT_TABS.map((k) => ({ key: k, to: linkTo('accountSettingsTab', { tab: k }), label: t(`tabs.${k}`), icon: TABS[k].icon }))}
    >
      <Panel />
    </TabbedPage>
  )
}
