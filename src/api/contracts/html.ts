import { z } from 'zod'
import { sanitizeHtml } from '@/lib/sanitize-html'

/**
 * Stored HTML (email bodies, replies and drafts, help-centre and academy content, restored
 * backups): sanitised by THE sanitiser (`lib/sanitize-html`, DECISIONS section 9) as the contract
 * parses it, so every write path that parses with it stores clean HTML (shown through the
 * sanitiser again). A shared helper beside common.ts rather than in it: DOMPurify (~11 kB gzip)
 * stays out of the bundles that only import the list and error shapes (the sign-in first visit).
 */
export const sanitizedHtml = (max = 200_000) =>
  z
    .string({ error: 'validation.required' })
    .max(max, 'validation.tooLong')
    .transform((html) => sanitizeHtml(html))
