import { useTranslation } from 'react-i18next'
import { PLATFORMS } from '@/api/contracts/platform'
import { useSession } from '@/lib/use-session'
import { PageHeader } from '@/ui/page-header'
import { DashboardGrid } from '@/ui/dashboard/dashboard-grid'
import { accountsDashboardQuery, useAccountsDashboard } from '../api/dashboard-queries'
import { ModelsBlock } from '../components/accounts-parts'
import { OtpBlock } from '../components/otp-block'
import { PlatformBlock } from '../components/platform-block'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['dashboards']

/** The figures, asked for while the page's code loads (the screen's own query). */
export const prefetch: PageModuleExtras['prefetch'] = ({ client }) => client.prefetchQuery(accountsDashboardQuery)

/**
 * /dashboards/accounts (DECISIONS section 9): live business figures from GET /api/dashboard/accounts.
 * The blocks shown are the user's areas (the same rules the endpoint applies), so each shows its
 * own skeleton while the figures load.
 */
export default function AccountsPage() {
  const { t } = useTranslation('dashboards')
  const { ability } = useSession()
  const query = useAccountsDashboard()
  const days = query.data?.days ?? []
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('accounts.title')} subtitle={t('accounts.subtitle')} />
      <DashboardGrid>
        {PLATFORMS.filter((p) => ability.can('access', p)).map((p) => (
          <PlatformBlock key={p} platform={p} query={query} days={days} />
        ))}
        {ability.can('access', 'OTP') && <OtpBlock query={query} days={days} narrow={ability.can('access', 'models')} />}
        {ability.can('access', 'models') && <ModelsBlock query={query} />}
      </DashboardGrid>
    </div>
  )
}
