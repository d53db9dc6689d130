import { Dialog as HDialog, DialogPanel, DialogTitle, DialogBackdrop } from '@headlessui/react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { IconButton } from './icon-button'

/** Side sheet from the inline end (or start: `side`; mirrors in RTL); traps focus like a dialog. */
export function Drawer({
  open,
  onClose,
  title,
  subtitle,
  children,
  footer,
  width = 'w-[400px]',
  side = 'end',
}: {
  open: boolean
  onClose: () => void
  title: React.ReactNode
  subtitle?: React.ReactNode
  children: React.ReactNode
  footer?: React.ReactNode
  width?: string
  side?: 'start' | 'end'
}) {
  const { t } = useTranslation()
  return (
    <HDialog open={open} onClose={onClose} className="relative z-[60]">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition duration-300 data-closed:opacity-0" />
      <DialogPanel
        transition
        className={cn(
          'fixed inset-y-0 flex max-w-full flex-col bg-surface text-text shadow-pop transition duration-300 ease-out',
          side === 'end'
            ? 'end-0 data-closed:translate-x-full rtl:data-closed:-translate-x-full'
            : 'start-0 data-closed:-translate-x-full rtl:data-closed:translate-x-full',
          width,
        )}
      >
        <header className="flex items-start justify-between gap-3 border-b border-border px-5 py-4">
          <div>
            <DialogTitle className="text-lg font-medium text-strong">{title}</DialogTitle>
            {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
          </div>
          <IconButton label={t('actions.close')} size="sm" onClick={onClose}>
            <X />
          </IconButton>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
        {footer && <footer className="flex gap-3 border-t border-border px-5 py-4">{footer}</footer>}
      </DialogPanel>
    </HDialog>
  )
}
