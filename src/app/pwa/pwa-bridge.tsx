import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '@/ui/toast'
import { consumeUpdated } from './register-sw'

/** Mounted once inside the providers: tells the user the app was updated (after the one reload). */
export function PwaBridge() {
  const { t } = useTranslation()
  const toast = useToast()
  useEffect(() => {
    if (consumeUpdated()) toast(t('pwa.updated'), 'success')
  }, [t, toast])
  return null
}
