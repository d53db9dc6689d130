import type { TFunction } from 'i18next'
import type { Account, Platform } from '@/api/contracts/platform'
import { toCsv, type CsvColumn } from '@/ui/data-table'
import { countryName } from './platform-meta'

/** CSV of accounts: translated headers and statuses, raw phone/country codes and ISO dates. */
export function accountsCsv(platform: Platform, rows: Account[], t: TFunction<'platform'>): string {
  const columns: CsvColumn<Account>[] = [
    { header: 'ID', value: (a) => a.id },
    { header: t('accounts.fields.name'), value: (a) => a.name },
    { header: t('accounts.fields.phone'), value: (a) => a.phone },
    { header: t('accounts.fields.status'), value: (a) => t(`status.${a.status}`) },
    { header: t('accounts.fields.model'), value: (a) => a.modelName ?? '' },
    { header: t('accounts.fields.strategy'), value: (a) => a.strategyName ?? '' },
    { header: t('accounts.fields.city'), value: (a) => a.city },
    { header: t('accounts.fields.country'), value: (a) => countryName(a.country) },
    { header: t('accounts.fields.countryCode'), value: (a) => a.country },
    ...(platform === 'fruitz'
      ? [{ header: t('accounts.fields.fruit'), value: (a: Account) => (a.fruit ? t(`fruits.${a.fruit}`) : '') }]
      : []),
    { header: t('accounts.fields.likes'), value: (a) => a.stats.likes },
    { header: t('accounts.fields.matches'), value: (a) => a.stats.matches },
    { header: t('accounts.fields.createdAt'), value: (a) => a.createdAt },
    { header: t('accounts.fields.lastActiveAt'), value: (a) => a.lastActiveAt ?? '' },
    { header: t('accounts.fields.notes'), value: (a) => a.notes },
  ]
  return toCsv(rows, columns)
}
