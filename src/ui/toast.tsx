import { CheckCircle2, AlertTriangle, Info, X, XCircle } from 'lucide-react'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toneClasses } from './tone'

type ToastTone = 'success' | 'error' | 'info' | 'warning'
interface ToastItem {
  id: number
  tone: ToastTone
  message: string
}

const ToastContext = createContext<(message: string, tone?: ToastTone) => void>(() => {})

const icons = { success: CheckCircle2, error: XCircle, info: Info, warning: AlertTriangle }

/** Snackbars: bottom of the screen, announced politely, auto-dismissed after 5 s. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const [items, setItems] = useState<ToastItem[]>([])
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((i) => i.id !== id)), [])
  const push = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      const id = Date.now() + Math.random()
      setItems((all) => [...all.slice(-3), { id, tone, message }])
      setTimeout(() => dismiss(id), 5000)
    },
    [dismiss],
  )
  const value = useMemo(() => push, [push])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[80] flex flex-col items-center gap-2 px-4">
        {items.map((item) => {
          const Icon = icons[item.tone]
          return (
            <div
              key={item.id}
              role={item.tone === 'error' ? 'alert' : 'status'}
              className="pointer-events-auto flex max-w-lg min-w-72 items-center gap-3 rounded-lg bg-text px-4 py-3 text-sm text-surface shadow-pop"
            >
              {/* No cn() here: the toast host is on the first screen, and tailwind-merge is not needed to join two fixed classes. */}
              <Icon className={`size-5 shrink-0 ${toneClasses[item.tone].text}`} aria-hidden />
              <span className="flex-1">{item.message}</span>
              <button type="button" onClick={() => dismiss(item.id)} aria-label={t('ui.dismiss')} className="rounded p-1 opacity-70 hover:opacity-100">
                <X className="size-4" />
              </button>
            </div>
          )
        })}
      </div>
    </ToastContext.Provider>
  )
}

export const useToast = () => useContext(ToastContext)
