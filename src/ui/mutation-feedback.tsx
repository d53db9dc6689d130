import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { feedbackOf } from '@/api/resources/feedback'
import { useToast } from '@/ui/toast'

/**
 * THE success and error feedback of mutations: watches the client's MutationCache and shows the
 * toast each settled mutation's `meta.feedback` asks for (see `feedbackOf`). Mounted once, inside
 * the query client and the toasts (src/app/providers.tsx; the test renderer mounts it too).
 */
export function MutationFeedback() {
  const client = useQueryClient()
  const toast = useToast()
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return
        const { action, mutation } = event
        const feedback = mutation.meta?.feedback
        const shown =
          action.type === 'success'
            ? feedbackOf(feedback, { data: action.data, variables: mutation.state.variables })
            : action.type === 'error'
              ? feedbackOf(feedback, { error: action.error })
              : undefined
        if (shown) toast(shown.message, shown.tone)
      }),
    [client, toast],
  )
  return null
}
