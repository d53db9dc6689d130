import type { TFunction } from 'i18next'
import type { User } from '@/api/contracts/users'
import { regionName } from '@/lib/display-names'
import { toCsv, type CsvColumn } from '@/ui/data-table'
import { roleLabel } from '@/lib/role-label'
import { BILLING_KEY } from './user-meta'

/** The CSV of the users shown (headers and values in the active language, codes kept where useful). */
export function usersCsv(rows: readonly User[], t: TFunction<readonly ['users', 'common']>): string {
  const columns: CsvColumn<User>[] = [
    { header: t('users:fields.id'), value: (u) => u.id },
    { header: t('users:fields.fullName'), value: (u) => u.fullName },
    { header: t('users:fields.username'), value: (u) => u.username },
    { header: t('users:fields.email'), value: (u) => u.email },
    { header: t('users:fields.role'), value: (u) => roleLabel(t, u.role) },
    { header: t('users:fields.plan'), value: (u) => t(`users:plans.${u.currentPlan}`) },
    { header: t('users:fields.billing'), value: (u) => t(`users:billing.${BILLING_KEY[u.billing]}`) },
    { header: t('users:fields.status'), value: (u) => t(`users:status.${u.status}`) },
    { header: t('users:fields.company'), value: (u) => u.company },
    { header: t('users:fields.country'), value: (u) => regionName(u.country) },
    { header: t('users:fields.contact'), value: (u) => u.contact },
  ]
  return toCsv(rows, columns)
}
