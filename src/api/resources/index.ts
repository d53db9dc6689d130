export { defineResource, mutation, scoped } from './define-resource'
export { errorText, type MutationFeedback } from './feedback'
export type { ListParams } from './list-params'
export type { PageModuleExtras, PagePrefetch } from './prefetch'
