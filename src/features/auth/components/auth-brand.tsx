import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/** The V mark and the app's name, on the blank-layout pages (`inverted`: white, on the primary colour). */
export function AuthBrand({ inverted, className }: { inverted?: boolean; className?: string }) {
  const { t } = useTranslation()
  return (
    <div className={cn('flex items-center gap-2.5', inverted && 'text-white', className)}>
      <svg viewBox="0 0 32 32" className="size-9" aria-hidden>
        <rect width="32" height="32" rx="9" fill={inverted ? '#fff' : 'var(--primary)'} fillOpacity={inverted ? 0.2 : 1} />
        <path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6 15h-4z" fill="#fff" />
      </svg>
      <span className={cn('text-xl font-semibold', !inverted && 'text-strong')}>{t('app.name')}</span>
    </div>
  )
}
