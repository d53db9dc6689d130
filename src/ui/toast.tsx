import { CheckCircle2, AlertTriangle, Info, X, XCircle } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toneClasses } from './tone'

type ToastTone = 'success' | 'error' | 'info' | 'warning'
export type ToastPosition = 'top-start' | 'top' | 'top-end' | 'bottom-start' | 'bottom' | 'bottom-end'
export type ToastTransition = 'fade' | 'scale' | 'slide-up' | 'slide-down' | 'slide-in'

export interface ToastOptions {
  /** Where the snackbar shows (logical: `top-start` is top left in LTR). Default `bottom`. */
  position?: ToastPosition
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. Default 5000. */
  timeout?: number
  /** A button in the snackbar ("Undo"); clicking it runs `onClick` and closes the snackbar. */
  action?: { label: string; onClick: () => void }
  /** The action goes below the message (long messages). */
  vertical?: boolean
  /** Filled with the tone's colour instead of the dark surface. */
  filled?: boolean
  /** How it enters (CSS `@starting-style`); none by default. Skipped when the user asks for reduced motion. */
  transition?: ToastTransition
}

interface ToastItem extends ToastOptions {
  id: number
  tone: ToastTone
  message: string
}

export type PushToast = (message: string, tone?: ToastTone, options?: ToastOptions) => void

const ToastContext = createContext<PushToast>(() => {})

const icons = { success: CheckCircle2, error: XCircle, info: Info, warning: AlertTriangle }

/* Full class names per position (Tailwind only sees literal class names). */
const places: Record<ToastPosition, string> = {
  'top-start': 'top-4 start-4 items-start',
  top: 'top-4 inset-x-0 items-center',
  'top-end': 'top-4 end-4 items-end',
  'bottom-start': 'bottom-4 start-4 items-start',
  bottom: 'bottom-4 inset-x-0 items-center',
  'bottom-end': 'bottom-4 end-4 items-end',
}
const POSITIONS = Object.keys(places) as ToastPosition[]
/* Entrance of a snackbar: its first style (`starting:`), then a 300 ms transition; `slide-in` comes from the end side. */
const transitions: Record<ToastTransition, string> = {
  fade: 'transition-opacity duration-300 starting:opacity-0',
  scale: 'transition-[opacity,scale] duration-300 starting:scale-75 starting:opacity-0',
  'slide-up': 'transition-[opacity,translate] duration-300 starting:translate-y-6 starting:opacity-0',
  'slide-down': 'transition-[opacity,translate] duration-300 starting:-translate-y-6 starting:opacity-0',
  'slide-in': 'transition-[opacity,translate] duration-300 starting:translate-x-12 starting:opacity-0 rtl:starting:-translate-x-12',
}
const filledTone = {
  success: 'bg-success text-white',
  error: 'bg-error text-white',
  info: 'bg-info text-white',
  warning: 'bg-warning text-white',
}

/**
 * Snackbars: bottom of the screen by default (or any of six positions), announced politely,
 * auto-dismissed after 5 s (`timeout`), with an optional action button.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const [items, setItems] = useState<ToastItem[]>([])
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((i) => i.id !== id)), [])
  // The auto-dismiss timers, cleared if the provider goes away first (no update after unmount).
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])
  const push = useCallback<PushToast>(
    (message, tone = 'success', options = {}) => {
      const id = Date.now() + Math.random()
      setItems((all) => [...all.slice(-3), { id, tone, message, ...options }])
      const timeout = options.timeout ?? 5000
      if (timeout > 0) {
        const timer = setTimeout(() => {
          timers.current.delete(timer)
          dismiss(id)
        }, timeout)
        timers.current.add(timer)
      }
    },
    [dismiss],
  )
  const value = useMemo(() => push, [push])
  return (
    <ToastContext.Provider value={value}>
      {children}
      {POSITIONS.map((position) => {
        const here = items.filter((i) => (i.position ?? 'bottom') === position)
        return (
          <div
            key={position}
            aria-live="polite"
            data-position={position}
            className={`pointer-events-none fixed z-[80] flex flex-col gap-2 px-4 ${places[position]}`}
          >
            {here.map((item) => {
              const Icon = icons[item.tone]
              return (
                <div
                  key={item.id}
                  role={item.tone === 'error' ? 'alert' : 'status'}
                  data-testid="toast"
                  data-transition={item.transition}
                  className={`pointer-events-auto flex max-w-lg min-w-72 gap-3 rounded-lg px-4 py-3 text-sm shadow-pop ${item.vertical ? 'flex-col' : 'items-center'} ${item.filled ? filledTone[item.tone] : 'bg-text text-surface'} ${item.transition ? `${transitions[item.transition]} motion-reduce:transition-none` : ''}`}
                >
                  {/* No cn() here: the toast host is on the first screen, and tailwind-merge is not needed to join fixed classes. */}
                  <div className="flex flex-1 items-center gap-3">
                    <Icon className={`size-5 shrink-0 ${item.filled ? '' : toneClasses[item.tone].text}`} aria-hidden />
                    <span className="flex-1">{item.message}</span>
                  </div>
                  <div className={`flex items-center gap-1 ${item.vertical ? 'self-end' : ''}`}>
                    {item.action && (
                      <button
                        type="button"
                        onClick={() => {
                          item.action!.onClick()
                          dismiss(item.id)
                        }}
                        className="rounded px-2 py-1 font-medium uppercase hover:bg-current/15"
                      >
                        {item.action.label}
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => dismiss(item.id)}
                      aria-label={t('ui.dismiss')}
                      className="rounded p-1 opacity-70 hover:opacity-100"
                    >
                      <X className="size-4" />
                    </button>
                  </div>
                </div>
              )
            })}
          </div>
        )
      })}
    </ToastContext.Provider>
  )
}

export const useToast = () => useContext(ToastContext)
