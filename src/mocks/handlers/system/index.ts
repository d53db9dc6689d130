import { HttpResponse } from 'msw'
import { http } from '../../lib/http'
import { TOO_DEEP } from '../../lib/body'
import { nestedDeeperThan } from '../../lib/json-depth'
import { requireAuth } from '../../lib/auth'
import { json, noContent } from '../../lib/respond'
import { resetDemoData } from '../../seed'
import type { RestoreError } from '@/api/contracts/pwa'
import { makeBackup, Refused, restoreBackup } from './backup'

const refusal = (e: Refused) =>
  HttpResponse.json(
    { message: e.message, code: e.code, ...(e.table ? { table: e.table } : {}), ...(e.row ? { row: e.row } : {}) } satisfies RestoreError,
    { status: 400 },
  )

export const systemHandlers = [
  // Customizer "Reset demo data": clears and re-seeds (signed-in users only).
  http.post('*/api/system/reset', async ({ request }) => {
    await requireAuth(request)
    await resetDemoData()
    return noContent()
  }),

  // Customizer "Back up data": the whole database as one JSON document.
  http.get('*/api/system/backup', async ({ request }) => {
    await requireAuth(request)
    const backup = await makeBackup()
    const day = backup.createdAt.slice(0, 10)
    return HttpResponse.json(backup as never, { headers: { 'Content-Disposition': `attachment; filename="vermilion-backup-${day}.json"` } })
  }),

  // Customizer "Restore": validated first, then one transaction; 400 { message, code } otherwise.
  http.post('*/api/system/restore', async ({ request }) => {
    await requireAuth(request)
    let data: unknown
    try {
      data = JSON.parse(await request.text())
    } catch {
      return refusal(new Refused('invalidJson', 'The file is not valid JSON'))
    }
    if (nestedDeeperThan(data)) return refusal(new Refused('badFormat', TOO_DEEP))
    try {
      return json(await restoreBackup(data))
    } catch (e) {
      if (e instanceof Refused) return refusal(e)
      throw e
    }
  }),
]
