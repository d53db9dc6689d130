import { cva, type VariantProps } from 'class-variance-authority'
import { forwardRef } from 'react'
import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-[background-color,box-shadow,color,transform] duration-200 select-none disabled:pointer-events-none disabled:opacity-50 active:scale-[.98] [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  {
    variants: {
      variant: { filled: '', tonal: '', outlined: 'border', text: '' },
      color: { primary: '', secondary: '', success: '', info: '', warning: '', error: '' },
      size: {
        sm: 'h-8 px-3 text-[0.8125rem]',
        md: 'h-[2.375rem] px-[1.125rem] text-[0.9375rem]',
        lg: 'h-12 px-6 text-base',
      },
      block: { true: 'w-full' },
    },
    compoundVariants: (['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const).flatMap((c) => [
      { variant: 'filled' as const, color: c, class: `bg-${c}-fill text-white shadow-sm hover:brightness-95 hover:shadow-md` },
      { variant: 'tonal' as const, color: c, class: `bg-${c}/15 text-${c} hover:bg-${c}/25` },
      { variant: 'outlined' as const, color: c, class: `border-${c} text-${c} hover:bg-${c}/10` },
      { variant: 'text' as const, color: c, class: `text-${c} hover:bg-${c}/10` },
    ]),
    defaultVariants: { variant: 'filled', color: 'primary', size: 'md' },
  },
)

export type ButtonProps = Omit<React.ComponentProps<'button'>, 'color'> & VariantProps<typeof buttonVariants> & { loading?: boolean }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, color, size, block, loading, disabled, children, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, color, size, block }), className)}
      {...props}
    >
      {loading && <span className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden />}
      {children}
    </button>
  )
})

/* Tailwind sees the generated class names through this list (they are built from template strings above). */
export const __buttonSafelist =
  'bg-primary-fill bg-secondary-fill bg-success-fill bg-info-fill bg-warning-fill bg-error-fill bg-primary/15 bg-secondary/15 bg-success/15 bg-info/15 bg-warning/15 bg-error/15 hover:bg-primary/25 hover:bg-secondary/25 hover:bg-success/25 hover:bg-info/25 hover:bg-warning/25 hover:bg-error/25 text-primary text-secondary text-success text-info text-warning text-error border-primary border-secondary border-success border-info border-warning border-error hover:bg-primary/10 hover:bg-secondary/10 hover:bg-success/10 hover:bg-info/10 hover:bg-warning/10 hover:bg-error/10'
