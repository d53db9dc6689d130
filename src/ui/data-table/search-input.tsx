import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { controlClass, ownDirectionClass } from '../field'

/**
 * A labelled search box that reports its text after the user pauses typing (`delay` ms, default
 * 300). Follows `value` when it changes from outside (Back button, "Clear filters").
 */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  delay = 300,
  hideLabel = true,
  className,
}: {
  value: string
  onChange: (value: string) => void
  label: string
  placeholder?: string
  delay?: number
  hideLabel?: boolean
  className?: string
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  const sent = useRef(value)
  const report = useRef(onChange)
  useEffect(() => {
    report.current = onChange
  }, [onChange])

  // Outside change (not the echo of what we sent): show it.
  if (value !== seen) {
    setSeen(value)
    if (value !== sent.current) setText(value)
  }

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => {
      sent.current = text.trim()
      report.current(text.trim())
    }, delay)
    return () => clearTimeout(timer)
  }, [text, value, delay])

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-[0.8125rem] font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-muted" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder ?? label}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              sent.current = text.trim()
              onChange(text.trim())
            }
          }}
          // A left-to-right value in the Arabic UI starts beside the clear (×) button: keep them apart.
          className={cn(controlClass, ownDirectionClass, 'h-10 ps-10 [&::-webkit-search-cancel-button]:ms-2')}
        />
      </div>
    </div>
  )
}
