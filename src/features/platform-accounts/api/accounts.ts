import { useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Account, BULK_ACTIONS, Platform } from '@/api/contracts/platform'
import type { I18nKey } from '@/i18n/i18n-keys'
import { accountsOf, type AccountListParams } from '@/api/resources/platform'
import { formatNumber } from '@/lib/format'

export { ACCOUNT_FILTERS, type AccountListParams } from '@/api/resources/platform'

export const useAccounts = (platform: Platform, params: AccountListParams) => accountsOf(platform).useList(params)

/** Every account matching the filters (itemsPerPage -1), for the CSV export. */
export const fetchAllAccounts = (platform: Platform, params: AccountListParams) => accountsOf(platform).fetchAll(params)

/**
 * Mutations of one platform's accounts with their toasts. `bulk` is the selection's (its count);
 * `remove` says `deleted()`'s name.
 */
export function useAccountMutations(platform: Platform, deleted?: () => Account | null) {
  const { t } = useTranslation('platform')
  const resource = accountsOf(platform)
  const failed = t('accounts.toasts.failed')
  return {
    create: resource.useMutation('create', { form: true, failed, success: (_, body) => t('accounts.toasts.created', { name: body.name }) }),
    update: resource.useMutation('update', {
      form: true,
      failed,
      success: (_, { body }) => t('accounts.toasts.updated', { name: body.name }),
    }),
    remove: resource.useMutation('remove', { failed, success: () => t('accounts.toasts.deleted', { name: deleted?.()?.name ?? '' }) }),
    bulk: resource.useMutation('bulk', {
      failed,
      success: (res, { action }) => t(`accounts.bulk.done.${action}`, { count: formatNumber(res.count) }),
    }),
  }
}

/** The toast of a one-account bulk action (the toggle sends pause or resume). */
const DONE_TOAST = {
  pause: 'accounts.toasts.paused',
  resume: 'accounts.toasts.resumed',
  delete: 'accounts.toasts.deleted',
  assignStrategy: 'accounts.toasts.updated',
} as const satisfies Record<(typeof BULK_ACTIONS)[number], I18nKey<'platform'>>

/**
 * Pauses or resumes one account at once (a one-id bulk call), toasting its name. One mutation for
 * the whole table (not one per row: a tablet renders the first rows in one task); the function it
 * answers is stable, so rows given it stay memoised.
 */
export function useToggleAccount(platform: Platform): (account: Account) => void {
  const { t } = useTranslation('platform')
  const names = useRef(new Map<number, string>())
  const { mutate } = accountsOf(platform).useMutation('bulk', {
    failed: t('accounts.toasts.failed'),
    success: (_, { action, ids }) => t(DONE_TOAST[action], { name: names.current.get(ids[0]!) ?? '' }),
  })
  return useCallback(
    (account: Account) => {
      names.current.set(account.id, account.name)
      mutate({ ids: [account.id], action: account.status === 'paused' ? 'resume' : 'pause' })
    },
    [mutate],
  )
}
