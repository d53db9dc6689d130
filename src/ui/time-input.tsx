import { forwardRef } from 'react'
import { cn } from '@/lib/cn'
import { asciiDigits } from './date-locale'
import { TextField } from './field'

/**
 * A typed time of day as `HH:MM` (24-hour), or null when it does not read as one: "9", "9h" ->
 * 09:00; "930", "0930", "9:30", "9h30", "9.30", "21 h 05" -> 09:30, 21:05; Arabic-Indic digits too.
 */
export function parseTime(text: string): string | null {
  const typed = asciiDigits(text).trim()
  const match = /^(\d{1,2})\s*(?:[:h.]\s*(\d{2})?)?$/i.exec(typed) ?? /^(\d{1,2})(\d{2})$/.exec(typed)
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2] ?? 0)
  if (hours > 23 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

type InputProps = React.ComponentProps<'input'>

/**
 * The props of a text input that takes a time of day typed as 24-hour `HH:MM`, in every language
 * (a native time input follows the browser's locale, not the page's: "09:30 AM" on a French
 * screen). What is typed is written as `HH:MM` on blur and Enter when it reads as a time; otherwise
 * it stays as typed, so the form's schema refuses it with its message. Works controlled and
 * with react-hook-form's `register` (the normalised value goes through `onChange`).
 */
export function timeTyping({ onChange, onBlur, onKeyDown }: Pick<InputProps, 'onChange' | 'onBlur' | 'onKeyDown'>) {
  const normalise = (e: React.SyntheticEvent<HTMLInputElement>) => {
    const input = e.currentTarget
    const next = parseTime(input.value) ?? input.value.trim()
    if (next === input.value) return
    input.value = next
    onChange?.(e as React.ChangeEvent<HTMLInputElement>)
  }
  return {
    type: 'text',
    inputMode: 'numeric',
    dir: 'ltr',
    placeholder: 'HH:MM',
    autoComplete: 'off',
    spellCheck: false,
    maxLength: 8,
    onChange,
    onBlur: (e) => {
      normalise(e)
      onBlur?.(e)
    },
    onKeyDown: (e) => {
      if (e.key === 'Enter') normalise(e)
      onKeyDown?.(e)
    },
  } satisfies InputProps
}

type TimeFieldProps = Omit<React.ComponentProps<typeof TextField>, 'type'>

/** A labelled time of day (`HH:MM`, 24-hour, typed): the kit's TextField with timeTyping. */
export const TimeField = forwardRef<HTMLInputElement, TimeFieldProps>(function TimeField(
  { onChange, onBlur, onKeyDown, className, ...props },
  ref,
) {
  return (
    <TextField ref={ref} className={cn('text-start tabular-nums', className)} {...props} {...timeTyping({ onChange, onBlur, onKeyDown })} />
  )
})
