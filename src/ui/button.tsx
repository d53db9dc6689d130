import { cva, type VariantProps } from 'class-variance-authority'
import { forwardRef } from 'react'
import { cn } from '@/lib/cn'
import { TONES, toneClasses } from './tone'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-[background-color,box-shadow,color,transform] duration-200 select-none active:scale-[.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  {
    variants: {
      /**
       * `flat`: the filled look without elevation (no shadow, none on hover). `plain`: toned text
       * with no background and no hover fill; hover and keyboard focus underline it instead.
       */
      variant: { filled: '', flat: '', tonal: '', outlined: 'border', text: '', plain: 'underline-offset-4' },
      color: { primary: '', secondary: '', success: '', info: '', warning: '', error: '' },
      size: {
        sm: 'h-8 px-3 text-[0.8125rem]',
        md: 'h-[2.375rem] px-[1.125rem] text-[0.9375rem]',
        lg: 'h-12 px-6 text-base',
      },
      block: { true: 'w-full' },
      shape: { rounded: '', pill: 'rounded-full' },
    },
    compoundVariants: TONES.flatMap((c) => {
      const k = toneClasses[c]
      return [
        { variant: 'filled' as const, color: c, class: `${k.solid} text-white shadow-sm hover:shadow-md hover:brightness-95` },
        { variant: 'tonal' as const, color: c, class: `${k.soft} ${k.softHover}` },
        { variant: 'outlined' as const, color: c, class: `${k.border} ${k.text} ${k.hover}` },
        { variant: 'text' as const, color: c, class: `${k.text} ${k.hover}` },
        { variant: 'flat' as const, color: c, class: `${k.solid} text-white hover:brightness-95` },
        { variant: 'plain' as const, color: c, class: `${k.text} hover:underline focus-visible:underline` },
      ]
    }),
    defaultVariants: { variant: 'filled', color: 'primary', size: 'md' },
  },
)

export type ButtonProps = Omit<React.ComponentProps<'button'>, 'color'> & VariantProps<typeof buttonVariants> & { loading?: boolean }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, color, size, block, shape, loading, disabled, children, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      data-variant={variant ?? 'filled'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, color, size, block, shape }), className)}
      {...props}
    >
      {loading && <span className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden />}
      {children}
    </button>
  )
})

/** Buttons joined into one control (a toolbar segment): `role="group"` with an accessible name. */
export function ButtonGroup({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex [&>*]:rounded-none [&>*+*]:-ms-px [&>*:first-child]:rounded-s-md [&>*:last-child]:rounded-e-md',
        className,
      )}
    >
      {children}
    </div>
  )
}
