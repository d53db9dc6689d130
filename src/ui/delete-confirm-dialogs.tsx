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

/** A list's two delete confirmations (one record, the selection), shared by the list screens. */
export function DeleteConfirmDialogs({ onClose, one, many }: DeleteConfirmDialogsProps) {
  const { t } = useTranslation()
  const { selection } = many
  return (
    <>
      <ConfirmDialog
        open={one.open}
        onClose={onClose}
        onConfirm={() => one.id !== undefined && one.remove.mutate(one.id, { onSuccess: onClose })}
        busy={one.remove.isPending}
        title={one.title}
        message={one.message}
        confirmLabel={t('actions.delete')}
      />
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
