import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { toneClasses, type Tone } from './tone'

export type { Tone } from './tone'
/** Kept here for existing imports; the badge lives in `./badge`. */
export { Badge } from './badge'

export function Chip({
  tone = 'primary',
  size = 'sm',
  variant = 'tonal',
  shape = 'pill',
  leading,
  className,
  children,
  onClose,
  closeLabel,
}: {
  tone?: Tone
  size?: 'sm' | 'md' | 'lg'
  variant?: 'tonal' | 'outlined' | 'filled'
  /** Pill (default) or a slightly rounded label. */
  shape?: 'pill' | 'label'
  /** An icon or a small avatar before the text. */
  leading?: React.ReactNode
  className?: string
  children: React.ReactNode
  onClose?: () => void
  /** Name of the close button (default "Remove <text>" when the text is a string). */
  closeLabel?: string
}) {
  const { t } = useTranslation()
  const k = toneClasses[tone]
  return (
    <span
      data-slot="chip"
      className={cn(
        'inline-flex items-center gap-1 font-medium whitespace-nowrap [&_svg]:size-[1.1em] [&_svg]:shrink-0',
        size === 'sm' && 'h-6 px-2.5 text-xs',
        size === 'md' && 'h-8 px-3 text-sm',
        size === 'lg' && 'h-10 px-4 text-[0.9375rem]',
        shape === 'pill' ? 'rounded-full' : 'rounded-md',
        variant === 'tonal' && k.soft,
        variant === 'outlined' && cn('border', k.border, k.text),
        variant === 'filled' && cn(k.solid, 'text-white'),
        leading !== undefined && 'ps-1',
        className,
      )}
    >
      {leading}
      {children}
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel ?? t('ui.remove', { label: typeof children === 'string' ? children : '' }).trim()}
          className="-me-1 rounded-full p-0.5 hover:bg-current/15"
        >
          <svg viewBox="0 0 16 16" className="size-3" aria-hidden>
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
    </span>
  )
}
