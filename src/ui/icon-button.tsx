import { forwardRef } from 'react'
import { cn } from '@/lib/cn'

type Props = Omit<React.ComponentProps<'button'>, 'color'> & {
  /** Accessible name: icon buttons have no text of their own. */
  label: string
  size?: 'sm' | 'md' | 'lg'
  color?: 'default' | 'primary' | 'error'
}

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, size = 'md', color = 'default', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-50 [&_svg]:shrink-0',
        size === 'sm' && 'size-8 [&_svg]:size-[18px]',
        size === 'md' && 'size-10 [&_svg]:size-[22px]',
        size === 'lg' && 'size-12 [&_svg]:size-6',
        color === 'default' && 'text-muted hover:bg-hover hover:text-text',
        color === 'primary' && 'text-primary hover:bg-primary/10',
        color === 'error' && 'text-error hover:bg-error/10',
        className,
      )}
      {...props}
    />
  )
})
