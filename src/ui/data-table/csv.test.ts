// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadCsv, toCsv, type CsvColumn } from './csv'

interface Row {
  name: string | null
  note?: string
  amount: number
  at?: Date
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Note', value: (r) => r.note },
  { header: 'Amount', value: (r) => r.amount },
]

describe('toCsv', () => {
  it('writes a BOM, a header line and CRLF-terminated rows', () => {
    expect(toCsv([{ name: 'Alice', note: 'ok', amount: 12.5 }], columns)).toBe('\uFEFFName,Note,Amount\r\nAlice,ok,12.5\r\n')
  })

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = toCsv(
      [
        { name: 'Doe, Jane', note: 'said "hi"', amount: 1 },
        { name: 'Multi\nline', note: 'a\r\nb', amount: 2 },
      ],
      columns,
      { bom: false },
    )
    expect(csv).toBe('Name,Note,Amount\r\n"Doe, Jane","said ""hi""",1\r\n"Multi\nline","a\r\nb",2\r\n')
  })

  it('leaves empty cells for null/undefined and writes dates as ISO', () => {
    const cols: CsvColumn<Row>[] = [...columns, { header: 'At', value: (r) => r.at }]
    expect(toCsv([{ name: null, amount: 0, at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) }], cols, { bom: false })).toBe(
      'Name,Note,Amount,At\r\n,,0,2024-01-02T03:04:05.000Z\r\n',
    )
  })

  it('quotes headers too, and keeps leading/trailing spaces by quoting them', () => {
    const cols: CsvColumn<Row>[] = [{ header: 'Name, full', value: (r) => r.name }]
    expect(toCsv([{ name: ' padded ', amount: 0 }], cols, { bom: false })).toBe('"Name, full"\r\n" padded "\r\n')
  })

  it('neutralises formulas in text but not negative numbers', () => {
    const cols: CsvColumn<Row>[] = [
      { header: 'Note', value: (r) => r.note },
      { header: 'Amount', value: (r) => r.amount },
    ]
    const csv = toCsv(
      [
        { name: '', note: '=SUM(A1:A2)', amount: -5 },
        { name: '', note: '-12.5', amount: 1 },
        { name: '', note: '@cmd', amount: 2 },
      ],
      cols,
      { bom: false },
    )
    expect(csv).toBe("Note,Amount\r\n'=SUM(A1:A2),-5\r\n-12.5,1\r\n'@cmd,2\r\n")
  })

  it('uses another separator and quotes it', () => {
    expect(toCsv([{ name: 'a;b', note: 'c,d', amount: 3 }], columns, { separator: ';', bom: false })).toBe(
      'Name;Note;Amount\r\n"a;b";c,d;3\r\n',
    )
  })
})

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks())

  it('clicks a temporary download link named .csv with a UTF-8 CSV blob', async () => {
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b)
      return 'blob:x'
    }) as typeof URL.createObjectURL
    URL.revokeObjectURL = vi.fn()
    const clicked: { download: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' })
    })
    downloadCsv('users-2024', '\uFEFFa,b\r\n')
    expect(clicked).toEqual([{ download: 'users-2024.csv', href: 'blob:x' }])
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8')
    // UTF-8 bytes, BOM first (Blob.text() would strip it while decoding).
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62, 0x0d, 0x0a])
    expect(document.querySelector('a[download]')).toBeNull()
  })
})
