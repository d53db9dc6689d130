import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Platform } from '@/api/contracts/platform'
import { modelOptionsQuery } from '@/api/resources/models'
import { ALL_BY_NAME, strategiesOf, type StrategyListParams } from '@/api/resources/platform'

export const useStrategies = (platform: Platform, params: StrategyListParams, enabled = true) =>
  strategiesOf(platform).useList(params, enabled)

/**
 * All strategies of the platform by name: options of the filters, the form and the bulk dialog.
 * `enabled` false: not asked for yet (the list's filters ask once the rows are in: useAfterContent).
 */
export const useStrategyOptions = (platform: Platform, enabled = true) => useStrategies(platform, ALL_BY_NAME, enabled)

/** Models by name (id, name, first photo) for the account form and filter (`enabled` as above). */
export const useModelOptions = (enabled = true) => useQuery({ ...modelOptionsQuery(), enabled })

/** Create and edit a strategy with their toasts; `remove` (force: unassign first) leaves its toasts to the in-use flow. */
export function useStrategyMutations(platform: Platform) {
  const { t } = useTranslation('platform')
  const resource = strategiesOf(platform)
  const failed = t('strategies.toasts.failed')
  return {
    create: resource.useMutation('create', {
      form: true,
      failed,
      success: (_, body) => t('strategies.toasts.created', { name: body.name }),
    }),
    update: resource.useMutation('update', {
      form: true,
      failed,
      success: (_, { body }) => t('strategies.toasts.updated', { name: body.name }),
    }),
    remove: resource.useMutation('remove'),
  }
}
