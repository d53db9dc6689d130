import { http } from '../../lib/http'
import { db } from '../../db'
import { fieldErrors } from '../../lib/field-errors'
import { created, json } from '../../lib/respond'
import { readBody } from '../../lib/body'
import { parseMoney } from '@/api/contracts/ecommerce'
import { referralInviteInput, type ReferralSummary } from '@/api/contracts/ecommerce-referrals'

const BASE = '*/api/apps/ecommerce/referrals'
/** The invitations sent live in one `meta` row. */
const KEY = 'ecommerce-referral-invites'
type Invite = { email: string; invitedAt: string }
const invites = async () => ((await db.meta.get(KEY))?.value as Invite[] | undefined) ?? []

/** The referrals page's figures and its invite form (issue #18). */
export const referralHandlers = [
  http.get(`${BASE}/summary`, async () => {
    const s: ReferralSummary = { totalEarning: 0, unpaidEarning: 0, signups: 0, conversionRate: 0, invites: (await invites()).length }
    let paid = 0
    await db.ecommerceReferrals.each((r) => {
      const earning = parseMoney(r.earning)
      s.signups++
      if (r.status !== 'Rejected') s.totalEarning += earning
      if (r.status === 'Unpaid') s.unpaidEarning += earning
      if (r.status === 'Paid') paid++
    })
    s.conversionRate = s.signups ? Math.round((paid / s.signups) * 1000) / 10 : 0
    return json(s)
  }),

  http.post(`${BASE}/invites`, async ({ request }) => {
    const { email } = await readBody(request, referralInviteInput)
    const invite = await db.transaction('rw', db.meta, async () => {
      const all = await invites()
      if (all.some((i) => i.email === email)) fieldErrors({ email: ['validation.emailTaken'] })
      const row = { email, invitedAt: new Date().toISOString() }
      await db.meta.put({ key: KEY, value: [...all, row] })
      return row
    })
    return created(invite)
  }),
]
