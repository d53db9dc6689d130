import { useTranslation } from 'react-i18next'
import { demoKey } from './demo-key'

/**
 * The form-demos namespace, plus `err`: a field's error message from react-hook-form (an i18n
 * key of this namespace, e.g. `v.required`, set by the zod schemas of demo-schemas.ts).
 */
export function useDemoT() {
  const { t } = useTranslation('form-demos')
  const err = (message?: string): string | undefined => (message ? t(demoKey(message)) : undefined)
  return { t, err }
}
