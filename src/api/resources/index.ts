export { defineResource, mutation, scoped, type MutationDef, type UseResourceMutationOptions } from './define-resource'
export { errorText, feedbackOf, hasFieldErrors, type MutationFeedback, type SuccessText } from './feedback'
export type { ListParams } from './list-params'
