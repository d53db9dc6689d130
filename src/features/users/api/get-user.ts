import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '@/api/client'
import { users } from '@/api/resources/users'

export const userQuery = (id: number) =>
  queryOptions({
    ...users.detailQuery(id),
    // A 404 ('User not found') is an answer, not a hiccup: do not retry it.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })

/** One user (GET /api/apps/users/{id}); `id` NaN (a non-numeric URL) is treated as not found without a call. */
export const useUser = (id: number) => useQuery({ ...userQuery(id), enabled: Number.isInteger(id) && id > 0 })

/** True when the error is the API's 404 for an unknown user. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404
