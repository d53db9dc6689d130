import { WifiOff } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Chip } from '@/ui/chip'
import { useOnline } from './use-online'

/** Top-bar chip while the device is offline; its tooltip says the app keeps working. */
export function OfflineIndicator() {
  const { t } = useTranslation()
  const online = useOnline()
  const tipId = useId()
  if (online) return null
  return (
    <span
      className="group relative me-1.5 inline-flex rounded-full focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
      tabIndex={0}
      role="status"
      aria-describedby={tipId}
      data-testid="offline-indicator"
    >
      <Chip tone="warning" size="md">
        <WifiOff className="size-4" aria-hidden />
        {t('pwa.offline.label')}
      </Chip>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute end-0 top-full z-50 mt-2 w-64 rounded-md bg-text px-3 py-2 text-xs leading-relaxed text-surface opacity-0 shadow-pop transition-opacity group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100"
      >
        {t('pwa.offline.tooltip')}
      </span>
    </span>
  )
}
