import { useState } from 'react'
import { downloadCsv } from './csv'

/** `<base>-YYYY-MM-DD.csv`, dated today (UTC). */
export function datedCsvName(base: string): string {
  return `${base}-${new Date().toISOString().slice(0, 10)}.csv`
}

/**
 * A table's "Export CSV" action with its busy flag: `load` gets the rows (e.g. every page of the
 * current search, or the selected rows), `file` names and writes them, then `onDone(count)` or
 * `onError(error)` reports (a toast). The arguments of `exportCsv` are passed to `load`.
 */
export function useCsvExport<T, A extends unknown[] = []>({
  load,
  file,
  onDone,
  onError,
}: {
  load: (...args: A) => Promise<T[]> | T[]
  file: (rows: T[]) => { name: string; csv: string }
  onDone: (count: number) => void
  onError: (error: unknown) => void
}): { exporting: boolean; exportCsv: (...args: A) => Promise<void> } {
  const [exporting, setExporting] = useState(false)
  const exportCsv = async (...args: A) => {
    setExporting(true)
    try {
      const rows = await load(...args)
      const { name, csv } = file(rows)
      downloadCsv(name, csv)
      onDone(rows.length)
    } catch (error) {
      onError(error)
    } finally {
      setExporting(false)
    }
  }
  return { exporting, exportCsv }
}
