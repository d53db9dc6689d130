import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { ReferralCards } from '../components/referral-cards'
import { ReferralsTable } from '../components/referrals-table'
import type { PageModuleExtras } from '@/api/resources'

export { prefetchReferrals as prefetch } from '../components/referrals-table'
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/referrals: stat cards, how to use, invite form and referral link, the referrals table. */
export default function ReferralsPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('referrals.title')} subtitle={t('referrals.subtitle')} />
      <ReferralCards />
      <ReferralsTable />
    </div>
  )
}
