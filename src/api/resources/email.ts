import { api } from '@/api/client'
import {
  email,
  emailListResponse,
  emailUpdateResponse,
  type EmailFilter,
  type EmailLabel,
  type EmailListResponse,
  type EmailUpdateRequest,
} from '@/api/contracts/email'
import type { EmailDraftInput, EmailReplyInput, EmailSendInput } from '@/api/contracts/email-compose'
import { defineResource, mutation } from './define-resource'

export interface EmailListParams {
  q?: string
  filter?: EmailFilter
  label?: EmailLabel
  page?: number
  itemsPerPage?: number
}

/** One page of a mailbox view, with the folder counts of the side bar. */
export type EmailPage = { rows: EmailListResponse['emails']; total: number; meta: EmailListResponse['emailsMeta'] }

/**
 * E-mails: GET /api/apps/email (one page of a folder, filter or label, with `emailsMeta`), the bulk
 * changes of POST /api/apps/email (`{ids, data}` or `{ids, label}`), and the compose writes of
 * DECISIONS section 9 (send, drafts, reply).
 */
export const emails = defineResource({
  key: ['emails'],
  list: (params: EmailListParams, signal?: AbortSignal): Promise<EmailPage> =>
    api
      .get('/apps/email', { params: { ...params }, schema: emailListResponse, signal })
      .then((r) => ({ rows: r.emails, total: r.total, meta: r.emailsMeta })),
  mutations: {
    update: mutation((body: EmailUpdateRequest) => api.post('/apps/email', body, { schema: emailUpdateResponse })),
    send: mutation((body: EmailSendInput) => api.post('/apps/email/send', body, { schema: email })),
    createDraft: mutation((body: EmailDraftInput) => api.post('/apps/email/drafts', body, { schema: email })),
    updateDraft: mutation(({ id, ...body }: EmailDraftInput & { id: number }) =>
      api.put(`/apps/email/drafts/${id}`, body, { schema: email }),
    ),
    reply: mutation(({ id, ...body }: EmailReplyInput & { id: number }) => api.post(`/apps/email/${id}/reply`, body, { schema: email })),
  },
})
