import { useTranslation } from 'react-i18next'
import { models, type ModelListParams } from '@/api/resources/models'

export { toFormData, type ModelSubmission } from '@/api/resources/models'

export const useModels = (params: ModelListParams) => models.useList(params)

/** Create and edit a model with their toasts; `remove` (force: unassign first) leaves its toasts to the in-use flow. */
export function useModelMutations() {
  const { t } = useTranslation('models')
  const failed = t('toasts.failed')
  return {
    create: models.useMutation('create', { form: true, failed, success: (_, values) => t('toasts.created', { name: values.name }) }),
    update: models.useMutation('update', { form: true, failed, success: (_, { values }) => t('toasts.updated', { name: values.name }) }),
    remove: models.useMutation('remove'),
  }
}
