/** CSV export (RFC 4180): comma-separated, CRLF line ends, fields quoted when they need it. */

export type CsvValue = string | number | boolean | Date | null | undefined

export interface CsvColumn<T> {
  header: string
  value: (row: T) => CsvValue
}

export interface CsvOptions {
  /** Field separator (`;` suits Excel in locales with a decimal comma). Default `,`. */
  separator?: string
  /** Start with a UTF-8 byte-order mark so Excel reads accents and Arabic right. Default true. */
  bom?: boolean
  /**
   * Prefix text cells starting with = + - @ (and not a number) with `'`, so a spreadsheet does not
   * run them as formulas (CSV injection). Default true.
   */
  escapeFormulas?: boolean
}

const BOM = '\uFEFF'

function cell(value: CsvValue, separator: string, escapeFormulas: boolean): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : String(value)
  if (escapeFormulas && typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+([.,]\d+)?$/.test(text)) text = `'${text}`
  return text.includes('"') || text.includes(separator) || /[\r\n]/.test(text) || /^\s|\s$/.test(text)
    ? `"${text.replace(/"/g, '""')}"`
    : text
}

/** Builds the CSV text: a header line, then one line per row. */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  { separator = ',', bom = true, escapeFormulas = true }: CsvOptions = {},
): string {
  const line = (cells: CsvValue[]) => cells.map((c) => cell(c, separator, escapeFormulas)).join(separator)
  const lines = [line(columns.map((c) => c.header)), ...rows.map((r) => line(columns.map((c) => c.value(r))))]
  return (bom ? BOM : '') + lines.join('\r\n') + '\r\n'
}

/** Saves the CSV as a file through a temporary link (works offline; nothing is uploaded). */
export function downloadCsv(filename: string, csv: string): void {
  const name = /\.csv$/i.test(filename) ? filename : `${filename}.csv`
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.style.display = 'none'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
