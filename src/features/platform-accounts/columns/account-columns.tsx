import type { TFunction } from 'i18next'
import type { Account, Platform } from '@/api/contracts/platform'
import { formatDateTime, formatNumber, formatRelative } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { AccountStatusChip, FruitChip } from '../components/account-status-chip'
import { LocationLabel } from '../components/country-label'
import { formatPhone, matchRate } from '../lib/platform-meta'

const col = createColumnHelper<Account>()

/** Columns of the accounts table; the id of a sortable column is the server's sort key. */
export function accountColumns(platform: Platform, t: TFunction<'platform'>): DataTableColumn<Account>[] {
  const columns: DataTableColumn<Account>[] = [
    col.accessor('name', {
      id: 'name',
      header: () => t('accounts.fields.account'),
      enableSorting: true,
      cell: ({ row }) => {
        const a = row.original
        return (
          <span className="flex min-w-44 items-center gap-3">
            <Avatar src={a.modelPhoto} name={a.name} size={36} />
            <span className="min-w-0">
              <span className="block truncate font-medium text-strong">
                <bdi>{a.name}</bdi>
              </span>
              <span className="block text-[0.8125rem] text-muted tabular-nums" dir="ltr">
                {formatPhone(a.phone)}
              </span>
            </span>
          </span>
        )
      },
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('accounts.fields.status'),
      enableSorting: true,
      cell: ({ getValue }) => <AccountStatusChip status={getValue()} />,
    }),
    col.accessor('modelName', {
      id: 'model',
      header: () => t('accounts.fields.model'),
      enableSorting: true,
      cell: ({ getValue }) => {
        const name = getValue()
        return name ? <bdi>{name}</bdi> : <span className="text-muted">{t('accounts.noModel')}</span>
      },
    }),
    col.accessor('strategyName', {
      id: 'strategy',
      header: () => t('accounts.fields.strategy'),
      enableSorting: true,
      cell: ({ getValue }) => {
        const name = getValue()
        return (
          <span className="block max-w-44 truncate">
            {name ? <bdi>{name}</bdi> : <span className="text-muted">{t('accounts.noStrategy')}</span>}
          </span>
        )
      },
    }),
    col.accessor('city', {
      id: 'city',
      header: () => t('accounts.fields.location'),
      enableSorting: true,
      cell: ({ row }) => <LocationLabel city={row.original.city} country={row.original.country} />,
    }),
  ]
  if (platform === 'fruitz') {
    columns.push(
      col.accessor('fruit', {
        id: 'fruit',
        header: () => t('accounts.fields.fruit'),
        cell: ({ getValue }) => {
          const fruit = getValue()
          return fruit ? <FruitChip fruit={fruit} /> : null
        },
      }),
    )
  }
  columns.push(
    col.accessor((a) => a.stats.likes, {
      id: 'likes',
      header: () => t('accounts.fields.likes'),
      enableSorting: true,
      meta: { align: 'end' },
      cell: ({ getValue }) => <span className="tabular-nums">{formatNumber(getValue())}</span>,
    }),
    col.accessor((a) => a.stats.matches, {
      id: 'matches',
      header: () => t('accounts.fields.matches'),
      enableSorting: true,
      meta: { align: 'end' },
      cell: ({ row }) => (
        <span className="block tabular-nums">
          {formatNumber(row.original.stats.matches)}
          <span className="block text-[0.8125rem] text-muted">
            {formatNumber(matchRate(row.original.stats) / 100, { style: 'percent', maximumFractionDigits: 1 })}
          </span>
        </span>
      ),
    }),
    col.accessor('lastActiveAt', {
      id: 'lastActiveAt',
      header: () => t('accounts.fields.lastActiveAt'),
      enableSorting: true,
      cell: ({ getValue }) => {
        const v = getValue()
        return v ? (
          <time dateTime={v} title={formatDateTime(v)} className="whitespace-nowrap">
            {formatRelative(v)}
          </time>
        ) : (
          <span className="text-muted">{t('accounts.never')}</span>
        )
      },
    }),
  )
  return columns
}
