import { CONTENT_LANGUAGES, contentLanguage, type ContentLanguage, type LocalizedText } from '@/api/contracts/localized'

/** The type of `T` once every `{fr, en, ar}` text in it is replaced by one language's string. */
export type Localized<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T

function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value)
  return (
    keys.length === CONTENT_LANGUAGES.length && CONTENT_LANGUAGES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string')
  )
}

/** Replaces every `{fr, en, ar}` text in `value` (deeply) by its `lang` string. */
export function localize<T>(value: T, lang: ContentLanguage): Localized<T> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node && typeof node === 'object') {
      if (isLocalizedText(node)) return node[lang]
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
    }
    return node
  }
  return walk(value) as Localized<T>
}

/** The `lang` query of a request (fr, en or ar; default en). */
export const langOf = (request: Request): ContentLanguage => contentLanguage(new URL(request.url).searchParams.get('lang'))
