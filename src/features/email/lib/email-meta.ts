import { EMAIL_FILTERS, EMAIL_FOLDERS, EMAIL_LABELS, type EmailFilter, type EmailFolder, type EmailLabel } from '@/api/contracts/email'
import type { I18nSubKey } from '@/i18n/i18n-keys'
import type { Tone } from '@/ui/tone'

/** The side bar's views, in the template's order (folders, then starred, spam and trash). */
export const MAILBOX_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trashed'] as const satisfies readonly EmailFilter[]

/** A label's colour dot and chip. */
export const LABEL_TONES: Record<EmailLabel, Tone> = {
  personal: 'success',
  company: 'info',
  important: 'warning',
  private: 'error',
}

export const VIEW_KEYS: Record<EmailFilter, I18nSubKey<'email', 'folders'>> = {
  inbox: 'inbox',
  sent: 'sent',
  draft: 'draft',
  starred: 'starred',
  spam: 'spam',
  trashed: 'trashed',
}

export const LABEL_KEYS: Record<EmailLabel, I18nSubKey<'email', 'labels'>> = {
  personal: 'personal',
  company: 'company',
  important: 'important',
  private: 'private',
}

/** The folders an e-mail can be moved to. */
export const MOVE_TARGETS: readonly EmailFolder[] = EMAIL_FOLDERS.filter((f) => f !== 'draft')

export const isFilter = (value: string | undefined): value is EmailFilter => (EMAIL_FILTERS as readonly string[]).includes(value ?? '')
export const isLabel = (value: string | undefined): value is EmailLabel => (EMAIL_LABELS as readonly string[]).includes(value ?? '')
