import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden>
      <rect width="32" height="32" rx="9" fill="var(--primary)" />
      <path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6 15h-4z" fill="#fff" />
    </svg>
  )
}

export function Logo({ compact }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2.5" aria-label="Vermilion">
      <LogoMark />
      {!compact && <span className="text-xl font-semibold tracking-tight text-nav-text">Vermilion</span>}
    </Link>
  )
}
