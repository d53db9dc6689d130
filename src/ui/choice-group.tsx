import { Check } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import { FieldNote } from './field'

export interface ChoiceOption {
  value: string
  label: React.ReactNode
  description?: React.ReactNode
  /** `variant="icon"`: drawn large above the label. */
  icon?: React.ReactNode
  /** `variant="image"`: the picture is the option (give `imageAlt` when it says more than the label). */
  image?: string
  imageAlt?: string
  disabled?: boolean
}

interface BaseProps {
  label: React.ReactNode
  hideLabel?: boolean
  options: ChoiceOption[]
  /** `card`: bordered card with label and description; `icon`: centred icon card; `image`: picture card. */
  variant?: 'card' | 'icon' | 'image'
  /** Grid columns from the small breakpoint up. */
  columns?: 1 | 2 | 3 | 4
  name?: string
  error?: string
  hint?: React.ReactNode
  disabled?: boolean
  className?: string
}

type RadioProps = BaseProps & { type: 'radio'; value: string | null; onChange: (value: string) => void }
type CheckboxProps = BaseProps & { type: 'checkbox'; value: string[]; onChange: (value: string[]) => void }

const cols = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

/**
 * Custom radios and checkboxes drawn as cards (plain, with icon, with image) on native inputs:
 * radios move with the arrow keys, checkboxes toggle with Space, Tab walks the group. The group is
 * a fieldset named by `label`; its error is announced and linked by aria-describedby.
 */
export function ChoiceGroup(props: RadioProps | CheckboxProps) {
  const { label, hideLabel, options, variant = 'card', columns = 2, name, error, hint, disabled, className, type } = props
  const id = useId()
  const noteId = `${id}-note`
  const isOn = (v: string) => (props.type === 'radio' ? props.value === v : props.value.includes(v))
  const toggle = (v: string, on: boolean) => {
    if (props.type === 'radio') props.onChange(v)
    else props.onChange(on ? [...props.value, v] : props.value.filter((x) => x !== v))
  }
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-2', className)}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error || hint ? noteId : undefined}
    >
      <legend className={cn('mb-2 text-[0.8125rem] font-medium text-text', hideLabel && 'sr-only')}>{label}</legend>
      <div className={cn('grid gap-4', cols[columns])}>
        {options.map((o) => {
          const on = isOn(o.value)
          const input = (
            <input
              type={type}
              name={name ?? id}
              value={o.value}
              checked={on}
              disabled={o.disabled}
              onChange={(e) => toggle(o.value, e.target.checked)}
              className={cn('size-[18px] shrink-0 cursor-pointer accent-[var(--primary)]', variant === 'image' && 'sr-only')}
              aria-label={variant === 'image' ? o.imageAlt : undefined}
            />
          )
          return (
            <label
              key={o.value}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-surface',
                on ? 'border-primary bg-primary/5' : error ? 'border-error' : 'border-border hover:border-muted',
                o.disabled && 'cursor-not-allowed opacity-60',
                variant === 'icon' && 'flex-col items-center text-center',
                variant === 'image' && 'overflow-hidden p-0',
              )}
            >
              {variant === 'image' ? (
                <>
                  {input}
                  <img src={o.image} alt="" className="aspect-video w-full object-cover" />
                  <span
                    className={cn(
                      'absolute end-2 top-2 flex size-6 items-center justify-center rounded-full border-2 border-white shadow',
                      on ? 'bg-primary text-on-primary' : 'bg-black/30 text-transparent',
                    )}
                  >
                    <Check aria-hidden className="size-4" />
                  </span>
                  {!o.imageAlt && <span className="sr-only">{o.label}</span>}
                </>
              ) : (
                <>
                  {variant === 'icon' && o.icon && (
                    <span className={cn('[&_svg]:size-8', on ? 'text-primary' : 'text-text')}>{o.icon}</span>
                  )}
                  {variant === 'card' && input}
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-medium text-strong">{o.label}</span>
                    {o.description && <span className="text-sm text-muted">{o.description}</span>}
                  </span>
                  {variant === 'icon' && input}
                </>
              )}
            </label>
          )
        })}
      </div>
      <FieldNote id={noteId} error={error} hint={hint} />
    </fieldset>
  )
}
