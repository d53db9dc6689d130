import { api } from '@/api/client'
import { referralInvite, referralSummary, type ReferralInviteInput } from '@/api/contracts/ecommerce-referrals'
import { defineResource, mutation } from './define-resource'

const PATH = '/apps/ecommerce/referrals'

/** The referrals page's stat cards and invite form (under the referrals' key). */
export const ecommerceReferralSummary = defineResource({
  key: ['ecommerce', 'referrals', 'summary'],
  detail: (_id: 'all', signal) => api.get(`${PATH}/summary`, { schema: referralSummary, signal }),
  mutations: {
    invite: mutation((body: ReferralInviteInput) => api.post(`${PATH}/invites`, body, { schema: referralInvite })),
  },
})
