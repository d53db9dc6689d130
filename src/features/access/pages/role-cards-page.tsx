import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { RoleCard as RoleCardData } from '@/api/contracts/roles'
import { useDialogState } from '@/lib/use-dialog-state'
import { Card } from '@/ui/card'
import { PageHeader } from '@/ui/page-header'
import { Skeleton } from '@/ui/skeleton'
import { LoadFailedCard } from '@/ui/load-failed'
import { useRoleCards } from '../api/roles'
import { AddRoleCard } from '../components/add-role-card'
import { RoleCard } from '../components/role-card'
import { RoleDialog } from '../components/role-dialog'

/**
 * /apps/roles: a card per role (its users' count and avatars, edit with the permission matrix),
 * an "add role" card, then the users table (`usersTable`, given by app/, which composes the
 * users feature in). "Show users" on a card sets `?role=` in the URL, which that table filters on.
 */
export function RoleCardsPage({ usersTable }: { usersTable?: React.ReactNode }) {
  const { t } = useTranslation('roles')
  const roles = useRoleCards()
  const [params, setParams] = useSearchParams()
  const dialogs = useDialogState<'role', RoleCardData>()
  const tableRef = useRef<HTMLDivElement>(null)
  const activeRole = params.get('role')

  const showUsers = (name: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (next.get('role') === name) next.delete('role')
        else next.set('role', name)
        next.delete('page')
        return next
      },
      { replace: true },
    )
    tableRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('page.title')} subtitle={t('page.subtitle')} />
      {roles.isError ? (
        <LoadFailedCard message={t('page.loadFailed')} onRetry={() => roles.refetch()} />
      ) : (
        <section aria-label={t('page.cardsLabel')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {roles.data
            ? roles.data.map((r) => (
                <RoleCard
                  key={r.id}
                  role={r}
                  active={activeRole === r.name}
                  onEdit={() => dialogs.open('role', r)}
                  onShowUsers={() => showUsers(r.name)}
                />
              ))
            : Array.from({ length: 5 }, (_, i) => (
                <Card key={i} aria-busy className="flex flex-col gap-4 p-5">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-6 w-2/3" />
                  <Skeleton className="h-4 w-1/3" />
                </Card>
              ))}
          <AddRoleCard onAdd={() => dialogs.open('role')} />
        </section>
      )}
      {usersTable && (
        <div ref={tableRef} className="scroll-mt-20">
          {usersTable}
        </div>
      )}
      <RoleDialog open={dialogs.isOpen('role')} role={dialogs.rowOf('role')} onClose={dialogs.close} />
    </div>
  )
}
