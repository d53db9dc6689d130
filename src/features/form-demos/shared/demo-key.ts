import type { I18nKey } from '@/i18n/i18n-keys'

/**
 * A key of the form-demos namespace built from a demo's name, a field or an option value. The
 * demo pages render every key in fr, en and ar in form-demo-pages.test.tsx, which fails on a
 * missing one, so this is the one place where a computed string is taken for a key.
 */
export const demoKey = (key: string) => key as I18nKey<'form-demos'>
