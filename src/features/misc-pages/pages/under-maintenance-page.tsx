import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { StatusScreen } from '@/ui/status-screen'

export default function UnderMaintenancePage() {
  const { t } = useTranslation(['pages', 'common'])
  return (
    <StatusScreen title={t('misc.maintenance.title')} body={t('misc.maintenance.body')} illustration="/images/auth/maintenance.svg">
      <Link to={linkTo('root')} className={buttonVariants()}>
        {t('errors.backHome', { ns: 'common' })}
      </Link>
    </StatusScreen>
  )
}
