import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from './dialog'

/** The part of a TanStack mutation the confirmations use. */
interface Deletion<V> {
  mutate: (variables: V, options?: { onSuccess?: () => void; onSettled?: () => void }) => void
  isPending: boolean
}

export interface DeleteConfirmDialogsProps {
  onClose: () => void
  /** Delete one record (the record stays set while the dialog closes, for its text). */
  one: { open: boolean; id: number | undefined; remove: Deletion<number>; title: string; message: string }
  /** Delete the selection; the selection is cleared once the call settled. */
  many: {
    open: boolean
    selection: { ids: number[]; clear: () => void } | null
    removeMany: Deletion<number[]>
    title: string
    message: string
  }
}

/** Delete one record after a confirmation: `remove` gets its id, and the dialog closes once it is deleted. */
export function DeleteConfirmDialog({
  open,
  onClose,
  id,
  remove,
  title,
  message,
}: DeleteConfirmDialogsProps['one'] & { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => id !== undefined && remove.mutate(id, { onSuccess: onClose })}
      busy={remove.isPending}
      title={title}
      message={message}
      confirmLabel={t('actions.delete')}
    />
  )
}

/** A list's two delete confirmations (one record, the selection), shared by the list screens. */
export function DeleteConfirmDialogs({ onClose, one, many }: DeleteConfirmDialogsProps) {
  const { t } = useTranslation()
  const { selection } = many
  return (
    <>
      <DeleteConfirmDialog onClose={onClose} {...one} />
      <ConfirmDialog
        open={many.open}
        onClose={onClose}
        onConfirm={() =>
          selection &&
          many.removeMany.mutate(selection.ids, {
            onSettled: () => {
              selection.clear()
              onClose()
            },
          })
        }
        busy={many.removeMany.isPending}
        title={many.title}
        message={many.message}
        confirmLabel={t('actions.delete')}
      />
    </>
  )
}
