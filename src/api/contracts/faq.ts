import { z } from 'zod'
import { localizedText } from './localized'

/** Built for stored text ({fr, en, ar}) and for the wire (one language), so both stay in step. */
function faqGroupOf<T extends z.ZodType>(text: T) {
  return z.object({
    /** Stable slug (payment, delivery, ...), for tabs and keys. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    faqTitle: text,
    /** lucide-react icon name. */
    faqIcon: z.string(),
    faqSubtitle: text,
    faqs: z.array(z.object({ question: text, answer: text })),
  })
}

/** FAQ group as stored (seed/faq.json): text in fr, en and ar. */
export const storedFaqGroup = faqGroupOf(localizedText).extend({ order: z.number().int() })
export type StoredFaqGroup = z.infer<typeof storedFaqGroup>

/** FAQ group on the wire (SPEC section 3), in the `lang` query language. */
export const faqGroup = faqGroupOf(z.string())
export type FaqGroup = z.infer<typeof faqGroup>

/** GET /api/pages/faq?q&lang: groups whose questions contain q (case-insensitive); empty groups dropped. */
export const faqResponse = z.array(faqGroup)
export type FaqResponse = z.infer<typeof faqResponse>
