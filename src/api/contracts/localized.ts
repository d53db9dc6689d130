import { z } from 'zod'

/**
 * Content endpoints (FAQ, help centre, profile, app search) store their natural-language text
 * in the three languages and answer it in the `lang` query language (default en).
 */
export const CONTENT_LANGUAGES = ['fr', 'en', 'ar'] as const
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

export const localizedText = z.object({ fr: z.string().min(1), en: z.string().min(1), ar: z.string().min(1) })
export type LocalizedText = z.infer<typeof localizedText>

/** The `lang` query: fr, en or ar (a region suffix like fr-FR is accepted); anything else is en. */
export function contentLanguage(value: string | null | undefined): ContentLanguage {
  const base = (value ?? '').toLowerCase().split('-')[0]
  return (CONTENT_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as ContentLanguage) : 'en'
}
