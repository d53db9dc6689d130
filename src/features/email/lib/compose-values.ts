import type { TFunction } from 'i18next'
import type { Email } from '@/api/contracts/email'
import { formatDateTime } from '@/lib/format'

/** What the compose window holds. */
export type ComposeValues = { to: string[]; cc: string[]; bcc: string[]; subject: string; message: string }
export const BLANK: ComposeValues = { to: [], cc: [], bcc: [], subject: '', message: '' }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** A stored draft, back in the compose window. */
export function draftValues(email: Email): ComposeValues {
  return { to: email.to.map((p) => p.email), cc: email.cc, bcc: email.bcc, subject: email.subject, message: email.message }
}

/** Forward: "Fwd: subject" and the original under a header (its HTML was sanitised when stored, and is again on send). */
export function forwardValues(email: Email, t: TFunction<readonly ['email', 'common']>): ComposeValues {
  const header = [
    `<p>${escapeHtml(t('composer.forwarded'))}</p>`,
    `<p>${escapeHtml(t('composer.forwardFrom', { from: `${email.from.name} <${email.from.email}>` }))}</p>`,
    `<p>${escapeHtml(t('composer.forwardDate', { date: formatDateTime(email.time) }))}</p>`,
  ].join('')
  return {
    to: [],
    cc: [],
    bcc: [],
    subject: t('composer.forwardPrefix', { subject: email.subject }),
    message: `<p></p>${header}<blockquote>${email.message}</blockquote>`,
  }
}

/** People seen in the page shown (senders and recipients): the address fields suggest them. */
export function contactsOf(rows: Email[] | undefined): { value: string; label: string; description: string }[] {
  const seen = new Map<string, string>()
  for (const e of rows ?? []) {
    seen.set(e.from.email, e.from.name)
    for (const p of e.to) if (!seen.has(p.email)) seen.set(p.email, p.name)
  }
  return [...seen].map(([email, name]) => ({ value: email, label: email, description: name }))
}
