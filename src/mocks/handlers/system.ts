import { http } from 'msw'
import { requireAuth } from '../lib/auth'
import { noContent } from '../lib/respond'
import { resetDemoData } from '../seed'

export const systemHandlers = [
  // Customizer "Reset demo data": clears and re-seeds (signed-in users only).
  http.post('*/api/system/reset', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    await resetDemoData()
    return noContent()
  }),
]
