import { createMongoAbility } from '@casl/ability'
import { http } from '../lib/http'
import { requireAuth } from '../lib/auth'
import { json } from '../lib/respond'
import { PLATFORMS } from '@/api/contracts/platform'
import type { AccountsDashboard } from '@/api/contracts/dashboard'
import { dashboardDays, modelFigures, otpFigures, platformFigures } from './dashboard-figures'

/**
 * GET /api/dashboard/accounts (DECISIONS section 9): 401 without a valid token, 403 without
 * `access global`; each block only for the areas the user may access (an operator sees theirs:
 * their platform, the models over it, their own OTP orders; the admin sees everything).
 */
export const dashboardHandlers = [
  http.get('*/api/dashboard/accounts', async ({ request }) => {
    const account = await requireAuth(request, { action: 'access', subject: 'global' })
    const ability = createMongoAbility(account.abilityRules as never)
    const may = (subject: string) => ability.can('access', subject)
    const days = dashboardDays()
    const platforms = PLATFORMS.filter(may)
    const [tinder, fruitz, models, otp] = await Promise.all([
      platforms.includes('tinder') ? platformFigures('tinder', days) : null,
      platforms.includes('fruitz') ? platformFigures('fruitz', days) : null,
      may('models') ? modelFigures(platforms) : null,
      may('OTP') ? otpFigures(ability.can('manage', 'all') ? undefined : account.id, days) : null,
    ])
    return json({ days, tinder, fruitz, models, otp } satisfies AccountsDashboard)
  }),
]
