import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { cn } from '@/lib/cn'

type Placement = 'top' | 'bottom' | 'start' | 'end'

interface Position {
  top: number
  left: number
  side: 'top' | 'bottom' | 'left' | 'right'
}

const GAP = 8

/** Where to draw the bubble: the wanted side, flipped when it would leave the viewport. */
function place(trigger: DOMRect, placement: Placement, rtl: boolean): Position {
  const vw = window.innerWidth
  const vh = window.innerHeight
  let side: Position['side'] =
    placement === 'top' || placement === 'bottom' ? placement : (placement === 'start') !== rtl ? 'left' : 'right'
  if (side === 'top' && trigger.top < 40) side = 'bottom'
  else if (side === 'bottom' && trigger.bottom > vh - 40) side = 'top'
  else if (side === 'left' && trigger.left < 120) side = 'right'
  else if (side === 'right' && trigger.right > vw - 120) side = 'left'
  const cx = trigger.left + trigger.width / 2
  const cy = trigger.top + trigger.height / 2
  switch (side) {
    case 'top':
      return { side, top: trigger.top - GAP, left: cx }
    case 'bottom':
      return { side, top: trigger.bottom + GAP, left: cx }
    case 'left':
      return { side, top: cy, left: trigger.left - GAP }
    default:
      return { side, top: cy, left: trigger.right + GAP }
  }
}

/* Full class names per entrance effect (Tailwind only sees literal class names); drawn from the
   @starting-style of the bubble, so the effect plays each time it is shown. */
const effects = {
  none: '',
  fade: 'transition-opacity duration-200 starting:opacity-0',
  scale: 'origin-center transition-[opacity,scale] duration-200 starting:scale-75 starting:opacity-0',
  slide: 'transition-[opacity,translate] duration-200 starting:translate-y-1 starting:opacity-0',
}

const shift: Record<Position['side'], string> = {
  top: 'translate(-50%, -100%)',
  bottom: 'translate(-50%, 0)',
  left: 'translate(-100%, -50%)',
  right: 'translate(0, -50%)',
}

/**
 * A short description shown on hover and on keyboard focus, dismissed with Escape (WCAG 1.4.13:
 * the pointer may move onto the bubble without closing it). The child must be one element that
 * can take focus; it gets `aria-describedby` pointing at the bubble, which stays in the DOM
 * (hidden) so the description is read even before it shows. Drawn in a portal on <body> with
 * `position: fixed`, so a scrolling table, a card or the blurred top bar does not clip or offset it.
 * Controlled with `open` (+ `onOpenChange`, told of hover, focus and Escape); `transition` animates
 * its entrance (none under reduced motion).
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 200,
  disabled,
  open: openProp,
  onOpenChange,
  transition = 'none',
  className,
}: {
  content: React.ReactNode
  children: React.ReactElement<{ 'aria-describedby'?: string }>
  placement?: Placement
  /** Hover delay in ms (focus shows at once). */
  delay?: number
  disabled?: boolean
  /** Shown while true, whatever the pointer and focus do (they still call `onOpenChange`). */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  transition?: keyof typeof effects
  className?: string
}) {
  const id = useId()
  const wrapper = useRef<HTMLSpanElement>(null)
  const [ownOpen, setOwnOpen] = useState(false)
  const open = openProp ?? ownOpen
  const change = useRef(onOpenChange)
  useLayoutEffect(() => {
    change.current = onOpenChange
  })
  const setOpen = useCallback((next: boolean) => {
    setOwnOpen(next)
    change.current?.(next)
  }, [])
  const [pos, setPos] = useState<Position | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const clear = () => clearTimeout(timer.current)
  const show = useCallback(
    (after = 0) => {
      clearTimeout(timer.current)
      if (after > 0) timer.current = setTimeout(() => setOpen(true), after)
      else setOpen(true)
    },
    [setOpen],
  )
  const hide = useCallback(
    (after = 0) => {
      clearTimeout(timer.current)
      if (after > 0) timer.current = setTimeout(() => setOpen(false), after)
      else setOpen(false)
    },
    [setOpen],
  )

  const measure = useCallback(() => {
    const trigger = wrapper.current?.firstElementChild ?? wrapper.current
    if (!trigger) return
    const rtl = getComputedStyle(trigger).direction === 'rtl'
    setPos(place(trigger.getBoundingClientRect(), placement, rtl))
  }, [placement])

  useLayoutEffect(() => {
    if (open) measure()
  }, [open, measure])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    window.addEventListener('scroll', measure, true)
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', measure, true)
      window.removeEventListener('resize', measure)
    }
  }, [open, measure, setOpen])

  useEffect(() => () => clearTimeout(timer.current), [])

  if (disabled) return children
  const visible = open && pos !== null
  return (
    <span
      ref={wrapper}
      className="inline-flex"
      onMouseEnter={() => show(delay)}
      onMouseLeave={() => hide(100)}
      onFocus={() => show()}
      onBlur={() => hide()}
    >
      {cloneElement(children, { 'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' ') })}
      {typeof document !== 'undefined' &&
        createPortal(
          <span
            id={id}
            role="tooltip"
            hidden={!visible}
            onMouseEnter={clear}
            onMouseLeave={() => hide(100)}
            className={cn(
              'pointer-events-auto fixed z-[90] max-w-72 rounded-md bg-text px-2.5 py-1 text-[0.8125rem] leading-snug font-normal text-surface shadow-pop motion-reduce:transition-none',
              effects[transition],
              className,
            )}
            style={pos ? { top: pos.top, left: pos.left, transform: shift[pos.side] } : undefined}
          >
            {content}
          </span>,
          document.body,
        )}
    </span>
  )
}
