import { useCallback, useMemo, useState } from 'react'

export interface DialogState<Kind extends string, Row> {
  /** The dialog that is open, if any. */
  kind: Kind | null
  /** Whether dialog `kind` is open. */
  isOpen: (kind: Kind) => boolean
  /**
   * The row of dialog `kind` (null for "add"); kept after closing, so the closing dialog still
   * shows what it showed while it fades out.
   */
  rowOf: (kind: Kind) => Row | null
  open: (kind: Kind, row?: Row | null) => void
  close: () => void
}

/**
 * Which of a screen's dialogs is open, and for which row: one state instead of one `useState`
 * per dialog. `const dialogs = useDialogState<'edit' | 'delete', Account>()`, then
 * `dialogs.open('edit', account)`, `<EditDialog open={dialogs.isOpen('edit')} account={dialogs.rowOf('edit')} />`.
 */
export function useDialogState<Kind extends string, Row>(): DialogState<Kind, Row> {
  const [state, setState] = useState<{ kind: Kind; row: Row | null; open: boolean } | null>(null)
  const open = useCallback((kind: Kind, row: Row | null = null) => setState({ kind, row, open: true }), [])
  const close = useCallback(() => setState((s) => (s ? { ...s, open: false } : s)), [])
  return useMemo(
    () => ({
      kind: state?.open ? state.kind : null,
      isOpen: (kind: Kind) => state?.open === true && state.kind === kind,
      rowOf: (kind: Kind) => (state?.kind === kind ? state.row : null),
      open,
      close,
    }),
    [state, open, close],
  )
}
