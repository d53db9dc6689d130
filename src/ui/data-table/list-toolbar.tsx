import { Download, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { errorText } from '@/api/resources/feedback'
import { formatNumber } from '@/lib/format'
import { Button, buttonVariants } from '../button'
import { useToast } from '../toast'
import { useCsvExport } from './use-csv-export'

/**
 * A list's CSV export reported by a toast: `exported(count)` (the count formatted for the active
 * language) when the file is written, the API's message (or `failed`) when loading fails.
 */
export function useListExport<T, A extends unknown[] = []>({
  exported,
  failed,
  ...options
}: Omit<Parameters<typeof useCsvExport<T, A>>[0], 'onDone' | 'onError'> & { exported: (count: string) => string; failed: string }) {
  const toast = useToast()
  return useCsvExport<T, A>({
    ...options,
    onDone: (count) => toast(exported(formatNumber(count)), 'success'),
    onError: (error) => toast(errorText(error, failed), 'error'),
  })
}

/** A list's "Add …" action: a link to the add page (`to`) or a button opening a drawer (`onClick`). */
export function AddAction({
  label,
  to,
  onClick,
  icon = <Plus aria-hidden />,
}: {
  label: string
  to?: string
  onClick?: () => void
  icon?: React.ReactNode
}) {
  return to ? (
    <Link to={to} className={buttonVariants()}>
      {icon}
      {label}
    </Link>
  ) : (
    <Button onClick={onClick}>
      {icon}
      {label}
    </Button>
  )
}

/**
 * The buttons of a list's toolbar: "Export" (the CSV of `useListExport`, disabled while the list
 * is `empty`), then the optional add action (an `AddAction`).
 */
export function ListToolbar({
  csv,
  empty,
  add,
}: {
  csv: { exporting: boolean; exportCsv: () => Promise<void> }
  empty?: boolean
  add?: React.ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <Button variant="outlined" color="secondary" onClick={() => void csv.exportCsv()} loading={csv.exporting} disabled={empty}>
        <Download aria-hidden />
        {t('actions.export')}
      </Button>
      {add}
    </>
  )
}
