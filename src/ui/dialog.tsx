import { Dialog as HDialog, DialogPanel, DialogTitle, DialogBackdrop, Description } from '@headlessui/react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { IconButton } from './icon-button'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: React.ReactNode
  description?: React.ReactNode
  children?: React.ReactNode
  footer?: React.ReactNode
  size?: 'sm' | 'md' | 'lg' | 'xl'
}

/** Modal dialog: traps focus, closes on Escape and backdrop click (Headless UI). */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md' }: DialogProps) {
  const { t } = useTranslation()
  return (
    <HDialog open={open} onClose={onClose} className="relative z-[60]">
      <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition duration-200 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          transition
          className={cn(
            'relative w-full rounded-xl bg-surface p-6 text-text shadow-pop transition duration-200 data-closed:scale-95 data-closed:opacity-0',
            size === 'sm' && 'max-w-md',
            size === 'md' && 'max-w-xl',
            size === 'lg' && 'max-w-3xl',
            size === 'xl' && 'max-w-5xl',
          )}
        >
          <IconButton label={t('actions.close')} size="sm" onClick={onClose} className="absolute end-3 top-3">
            <X />
          </IconButton>
          <DialogTitle className="pe-8 text-xl font-medium text-strong">{title}</DialogTitle>
          {description && <Description className="mt-1 text-sm text-muted">{description}</Description>}
          {children && <div className="mt-5">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </DialogPanel>
      </div>
    </HDialog>
  )
}

/** Confirmation before destroying data: a plain question with cancel and a coloured confirm. */
export function ConfirmDialog({ open, onClose, onConfirm, title, message, confirmLabel, busy, tone = 'error' }: {
  open: boolean
  onClose: () => void
  onConfirm: () => void
  title: string
  message: React.ReactNode
  confirmLabel?: string
  busy?: boolean
  tone?: 'error' | 'primary' | 'warning'
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="outlined" color="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    />
  )
}
