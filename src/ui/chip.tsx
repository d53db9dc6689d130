import { cn } from '@/lib/cn'

export type Tone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error'

const tones: Record<Tone, string> = {
  primary: 'bg-primary/15 text-primary',
  secondary: 'bg-secondary/15 text-secondary',
  success: 'bg-success/15 text-success',
  info: 'bg-info/15 text-info',
  warning: 'bg-warning/15 text-warning',
  error: 'bg-error/15 text-error',
}
/** Filled tones under white text: the accessible fill shades (styles/index.css). */
const fills: Record<Tone, string> = {
  primary: 'bg-primary-fill',
  secondary: 'bg-secondary-fill',
  success: 'bg-success-fill',
  info: 'bg-info-fill',
  warning: 'bg-warning-fill',
  error: 'bg-error-fill',
}

export function Chip({ tone = 'primary', size = 'sm', className, children, onClose, closeLabel }: {
  tone?: Tone
  size?: 'sm' | 'md'
  className?: string
  children: React.ReactNode
  onClose?: () => void
  closeLabel?: string
}) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full font-medium whitespace-nowrap', size === 'sm' ? 'h-6 px-2.5 text-xs' : 'h-8 px-3 text-sm', tones[tone], className)}>
      {children}
      {onClose && (
        <button type="button" onClick={onClose} aria-label={closeLabel ?? 'Remove'} className="-me-1 rounded-full p-0.5 hover:bg-current/15">
          <svg viewBox="0 0 16 16" className="size-3" aria-hidden><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      )}
    </span>
  )
}

export function Badge({ count, max = 99, tone = 'error', className }: { count: number; max?: number; tone?: Tone; className?: string }) {
  if (count <= 0) return null
  return (
    <span className={cn('inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1 text-[11px] leading-none font-semibold text-white', fills[tone], className)}>
      {count > max ? `${max}+` : count}
    </span>
  )
}
