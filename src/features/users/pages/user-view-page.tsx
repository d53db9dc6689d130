import { ArrowLeft, Bell, Bookmark, Link2, Lock, User as UserIcon, UserX } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { Card } from '@/ui/card'
import { EmptyState } from '@/ui/empty-state'
import { PageHeader } from '@/ui/page-header'
import { Skeleton, SkeletonText } from '@/ui/skeleton'
import { TabbedPage, tabOf } from '@/ui/tabbed-page'
import { LoadFailedCard } from '@/ui/load-failed'
import { isNotFound, useUser } from '../api/get-user'
import { UserEditDialog } from '../components/user-edit-dialog'
import { UserPlanCard } from '../components/user-plan-card'
import { UserProfileCard } from '../components/user-profile-card'
import { UserAccountTab } from '../components/tabs/user-account-tab'
import { UserBillingTab } from '../components/tabs/user-billing-tab'
import { UserConnectionsTab } from '../components/tabs/user-connections-tab'
import { UserNotificationsTab } from '../components/tabs/user-notifications-tab'
import { UserSecurityTab } from '../components/tabs/user-security-tab'
import type { PageModuleExtras } from '@/api/resources'

export const USER_TABS = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const
type UserTab = (typeof USER_TABS)[number]
const TAB_ICONS: Record<UserTab, React.ReactNode> = {
  account: <UserIcon />,
  security: <Lock />,
  'billing-plans': <Bookmark />,
  notifications: <Bell />,
  connections: <Link2 />,
}

const backLink =
  'inline-flex h-[2.375rem] items-center gap-2 rounded-md px-3 text-[0.9375rem] font-medium text-primary hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['users']

/**
 * /apps/user/view/:id?tab=…: the user's card and plan on one side, tabs on the other (the tab
 * lives in the URL, the first one is the default). An unknown id shows "User not found".
 */
export default function UserViewPage() {
  const { t } = useTranslation('users')
  const params = useParams()
  const id = Number(params.id)
  const [search] = useSearchParams()
  const tab: UserTab = tabOf(USER_TABS, search.get('tab')) ?? 'account'
  const user = useUser(id)
  const [editing, setEditing] = useState(false)

  const back = (
    <Link to={linkTo('userList')} className={backLink}>
      <ArrowLeft aria-hidden className="size-[1.15em] rtl:rotate-180" />
      {t('view.backToList')}
    </Link>
  )

  if (!Number.isInteger(id) || id <= 0 || isNotFound(user.error)) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0" title={t('view.title')} actions={back} />
        <Card>
          <EmptyState
            icon={<UserX />}
            title={
              <span role="heading" aria-level={2}>
                {t('view.notFound.title')}
              </span>
            }
            description={t('view.notFound.description', { id: params.id ?? '' })}
            action={
              <Link
                to={linkTo('userList')}
                className="inline-flex h-[2.375rem] items-center rounded-md bg-primary-fill px-[1.125rem] font-medium text-white shadow-sm hover:brightness-95"
              >
                {t('view.notFound.action')}
              </Link>
            }
          />
        </Card>
      </div>
    )
  }

  if (user.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0" title={t('view.title')} actions={back} />
        <LoadFailedCard className="p-10" message={t('view.loadFailed')} onRetry={() => user.refetch()} />
      </div>
    )
  }

  const u = user.data
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={u ? u.fullName : t('view.title')}
        subtitle={u ? t('view.subtitle', { id: u.id }) : undefined}
        actions={back}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="grid gap-6">
          {u ? (
            <>
              <UserProfileCard user={u} onEdit={() => setEditing(true)} />
              <UserPlanCard user={u} />
            </>
          ) : (
            <Card aria-busy className="flex flex-col items-center gap-4 p-8">
              <Skeleton circle className="size-28" />
              <Skeleton className="h-6 w-40" />
              <SkeletonText lines={6} className="w-full" />
            </Card>
          )}
        </div>
        <TabbedPage
          className="flex min-w-0 flex-col gap-6"
          label={t('tabs.label')}
          active={tab}
          tabs={USER_TABS.map((k) => ({
            key: k,
            to: linkTo('userView', { id }, k === 'account' ? undefined : { tab: k }),
            label: t(`tabs.${k}`),
            icon: TAB_ICONS[k],
          }))}
        >
          {u ? (
            <>
              {tab === 'account' && <UserAccountTab user={u} />}
              {tab === 'security' && <UserSecurityTab user={u} onEdit={() => setEditing(true)} />}
              {tab === 'billing-plans' && <UserBillingTab user={u} />}
              {tab === 'notifications' && <UserNotificationsTab />}
              {tab === 'connections' && <UserConnectionsTab />}
            </>
          ) : (
            <Card aria-busy className="p-6">
              <SkeletonText lines={8} />
            </Card>
          )}
        </TabbedPage>
      </div>
      <UserEditDialog user={editing && u ? u : null} onClose={() => setEditing(false)} />
    </div>
  )
}
