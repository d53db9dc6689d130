import { Dialog as HDialog, DialogPanel, DialogTitle as HDialogTitle, DialogBackdrop, Description } from '@headlessui/react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { IconButton } from './icon-button'

type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'full'

interface DialogProps {
  open: boolean
  onClose: () => void
  /** Short form: the title (with `description`, `children` as the body and `footer`). Leave it out to compose the parts. */
  title?: React.ReactNode
  description?: React.ReactNode
  children?: React.ReactNode
  footer?: React.ReactNode
  size?: DialogSize
  /** Escape and a click outside do not close it: only its own buttons do. */
  persistent?: boolean
  /** The panel fits the viewport and the body scrolls between a fixed header and footer. */
  scrollable?: boolean
}

/**
 * Modal dialog: traps focus, closes on Escape and backdrop click (Headless UI), with a close button.
 * Short form `<Dialog title footer>body</Dialog>`, or composed from parts as shadcn's dialog:
 *
 * ```tsx
 * <Dialog open={open} onClose={close} size="lg">
 *   <DialogHeader><DialogTitle>{t('title')}</DialogTitle><DialogDescription>{t('hint')}</DialogDescription></DialogHeader>
 *   <DialogBody>…</DialogBody>
 *   <DialogFooter><Button onClick={close}>{t('actions.close')}</Button></DialogFooter>
 * </Dialog>
 * ```
 */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md', persistent, scrollable }: DialogProps) {
  const { t } = useTranslation()
  return (
    <HDialog open={open} onClose={persistent ? () => {} : onClose} className="relative z-[60]">
      <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition duration-200 data-closed:opacity-0" />
      <div className={cn('fixed inset-0 flex items-center justify-center overflow-y-auto', size === 'full' ? 'p-0' : 'p-4')}>
        <DialogPanel
          transition
          className={cn(
            'relative w-full rounded-xl bg-surface p-6 text-text shadow-pop transition duration-200 data-closed:scale-95 data-closed:opacity-0',
            size === 'sm' && 'max-w-md',
            size === 'md' && 'max-w-xl',
            size === 'lg' && 'max-w-3xl',
            size === 'xl' && 'max-w-5xl',
            size === 'full' && 'h-dvh max-w-none overflow-y-auto rounded-none',
            scrollable &&
              'flex max-h-[calc(100dvh-2rem)] flex-col [&_[data-slot=dialog-body]]:min-h-0 [&_[data-slot=dialog-body]]:overflow-y-auto',
          )}
        >
          <IconButton label={t('actions.close')} size="sm" onClick={onClose} className="absolute end-3 top-3 max-md:size-11">
            <X />
          </IconButton>
          {title === undefined ? (
            children
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                {description && <DialogDescription>{description}</DialogDescription>}
              </DialogHeader>
              {children && <DialogBody>{children}</DialogBody>}
              {footer && <DialogFooter>{footer}</DialogFooter>}
            </>
          )}
        </DialogPanel>
      </div>
    </HDialog>
  )
}

/** The title and description block (leaves room for the close button). */
export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('pe-8', className)} {...props} />
}

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return <HDialogTitle data-slot="dialog-title" className={cn('text-xl font-medium text-strong', className)} {...props} />
}

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <Description data-slot="dialog-description" className={cn('mt-1 text-sm text-muted', className)} {...props} />
}

export function DialogBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-body" className={cn('mt-5', className)} {...props} />
}

/** Actions at the end (cancel first, the main action last). */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('mt-6 flex flex-wrap justify-end gap-3', className)} {...props} />
}

/** Confirmation before destroying data: a plain question with cancel and a coloured confirm. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  busy,
  tone = 'error',
}: {
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
