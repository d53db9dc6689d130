import { FolderKanban, Link2, User, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { TabbedPage, tabOf } from '@/ui/tabbed-page'
import { ConnectionsTab } from '../components/connections-tab'
import { ProfileHeader } from '../components/profile-header'
import { ProfileTab } from '../components/profile-tab'
import { ProjectsTab } from '../components/projects-tab'
import { TeamsTab } from '../components/teams-tab'
import type { PageModuleExtras } from '@/api/resources'

export const PROFILE_PAGE_TABS = ['profile', 'teams', 'projects', 'connections'] as const
type TabKey = (typeof PROFILE_PAGE_TABS)[number]

const TABS: Record<TabKey, { icon: React.ReactNode; Panel: () => React.ReactNode }> = {
  profile: { icon: <User />, Panel: ProfileTab },
  teams: { icon: <Users />, Panel: TeamsTab },
  projects: { icon: <FolderKanban />, Panel: ProjectsTab },
  connections: { icon: <Link2 />, Panel: ConnectionsTab },
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['profile']

/** /pages/user-profile/:tab: the header, then one route per tab (unknown tabs go to profile). */
export default function UserProfilePage() {
  const { t } = useTranslation('profile')
  const tab = tabOf(PROFILE_PAGE_TABS, useParams().tab)
  if (!tab) return <Navigate to={linkTo('userProfileTab', { tab: 'profile' })} replace />
  const { Panel } = TABS[tab]
  return (
    <TabbedPage
      label={t('tabs.label')}
      header={<ProfileHeader />}
      tabs={PROFILE_PAGE_TABS.map((k) => ({ key: k, to: linkTo('userProfileTab', { tab: k }), label: t(`tabs.${k}`), icon: TABS[k].icon }))}
    >
      <Panel />
    </TabbedPage>
  )
}
