import { buildSearchIndex } from '@/app/nav'
import type { ContentLanguage } from '@/api/contracts/localized'
import type { SearchEntry } from '@/api/contracts/search'

type Messages = Record<string, unknown>

/** Looks a dotted i18n key up in a locale file ('titles.users' -> messages.titles.users). */
export function resolveKey(messages: Messages, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Messages)[part]
  }
  return typeof node === 'string' ? node : undefined
}

// Keyed by every content language (the record type says so). Only types come from the contracts:
// the seed (the mock layer's first chunk) then needs no zod.
const LOCALES: Record<ContentLanguage, () => Promise<{ default: Messages }>> = {
  fr: () => import('@/i18n/locales/fr/common.json'),
  en: () => import('@/i18n/locales/en/common.json'),
  ar: () => import('@/i18n/locales/ar/common.json'),
}

/**
 * The app-search index, built from THE route registry (app/nav.ts buildSearchIndex), each
 * title resolved in fr, en and ar from the common locale files. A key missing in a language
 * falls back to English, then to the key itself.
 */
export async function buildSearchEntries(): Promise<SearchEntry[]> {
  const languages = Object.keys(LOCALES) as ContentLanguage[]
  const loaded = await Promise.all(languages.map(async (lang) => [lang, (await LOCALES[lang]()).default] as const))
  const messages = Object.fromEntries(loaded) as Record<ContentLanguage, Messages>
  const title = (key: string, lang: ContentLanguage) => resolveKey(messages[lang], key) ?? resolveKey(messages.en, key) ?? key
  let id = 0
  return buildSearchIndex().flatMap((group) =>
    group.children.map((child, order) => ({
      id: ++id,
      category: group.category,
      order,
      url: child.url,
      icon: child.icon,
      title: { fr: title(child.title, 'fr'), en: title(child.title, 'en'), ar: title(child.title, 'ar') },
    })),
  )
}
