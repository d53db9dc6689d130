import { cn } from '@/lib/cn'
import { avatarSource } from '@/lib/photo-thumb'
import { toneClasses, type Tone } from './tone'

const palette = (['primary', 'success', 'info', 'warning', 'secondary'] as const).map((t) => toneClasses[t].soft)

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

interface AvatarProps {
  src?: string | null
  name: string
  size?: number
  className?: string
  status?: 'online' | 'away' | 'busy' | 'offline'
  /** Colour of the initials or icon (default: derived from the name). */
  tone?: Tone
  /** Solid colour with white text instead of tonal. */
  solid?: boolean
  /** Round (default) or a rounded square. */
  shape?: 'circle' | 'rounded'
  /** An icon in place of the initials (the name stays the accessible name). */
  icon?: React.ReactNode
}

/** Picture when there is one, else the initials (or `icon`) on a tonal colour derived from the name. */
export function Avatar({ src, name, size = 38, className, status, tone, solid, shape = 'circle', icon }: AvatarProps) {
  const colour = tone
    ? solid
      ? cn(toneClasses[tone].solid, 'text-white')
      : toneClasses[tone].soft
    : palette[[...name].reduce((a, c) => a + c.charCodeAt(0), 0) % palette.length]
  const round = shape === 'circle' ? 'rounded-full' : 'rounded-md'
  return (
    <span className={cn('relative inline-flex shrink-0', className)} style={{ width: size, height: size }}>
      {src ? (
        <img
          src={avatarSource(src, size)}
          alt={name}
          width={size}
          height={size}
          className={cn('size-full object-cover', round)}
          loading="lazy"
        />
      ) : (
        <span
          role="img"
          aria-label={name}
          className={cn('flex size-full items-center justify-center font-medium [&_svg]:size-[55%]', round, colour)}
          style={{ fontSize: size * 0.38 }}
        >
          {icon ?? initials(name)}
        </span>
      )}
      {status && (
        <span
          aria-hidden
          className={cn(
            'absolute end-0 bottom-0 size-2.5 rounded-full ring-2 ring-surface',
            status === 'online' && toneClasses.success.solid,
            status === 'away' && toneClasses.warning.solid,
            status === 'busy' && toneClasses.error.solid,
            status === 'offline' && 'bg-subtle',
          )}
        />
      )}
    </span>
  )
}

export function AvatarGroup({
  people,
  max = 4,
  size = 32,
}: {
  people: { name: string; src?: string | null }[]
  max?: number
  size?: number
}) {
  const shown = people.slice(0, max)
  const extra = people.length - shown.length
  return (
    <div className="flex items-center -space-x-2 rtl:space-x-reverse">
      {shown.map((p) => (
        <Avatar
          key={p.name}
          name={p.name}
          src={p.src}
          size={size}
          className="rounded-full ring-2 ring-surface transition-transform hover:z-10 hover:-translate-y-0.5"
        />
      ))}
      {extra > 0 && (
        <span
          className="relative inline-flex items-center justify-center rounded-full bg-surface-2 text-xs font-medium text-muted ring-2 ring-surface"
          style={{ width: size, height: size }}
        >
          +{extra}
        </span>
      )}
    </div>
  )
}
