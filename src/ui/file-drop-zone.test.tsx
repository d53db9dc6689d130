// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { acceptsFile, FileDropZone } from './file-drop-zone'

beforeAll(() => {
  let n = 0
  URL.createObjectURL ??= () => `blob:preview-${++n}`
  URL.revokeObjectURL ??= () => {}
})

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })

function Host({ maxFiles = 2 }: { maxFiles?: number }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <FileDropZone
      label="Attachments"
      value={files}
      onChange={setFiles}
      accept="image/*,.pdf"
      maxSize={1024 * 1024}
      maxFiles={maxFiles}
      typesLabel="PNG, JPG, PDF"
    />
  )
}

describe('FileDropZone', () => {
  it('matches accept lists by extension, wildcard and exact type', () => {
    expect(acceptsFile({ name: 'a.PDF', type: '' }, 'image/*,.pdf')).toBe(true)
    expect(acceptsFile({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true)
    expect(acceptsFile({ name: 'a.zip', type: 'application/zip' }, 'image/*,.pdf')).toBe(false)
    expect(acceptsFile({ name: 'a.zip', type: 'application/zip' }, undefined)).toBe(true)
  })

  it('refuses wrong types, large files and files over the count with a message each; previews the rest', async () => {
    const { user } = renderWithProviders(<Host />)
    expect(screen.getByText('Accepted: PNG, JPG, PDF, up to 1 MB each')).toBeTruthy()
    const group = screen.getByRole('group', { name: 'Attachments' })
    const zone = group.querySelector('.border-dashed')!
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [
          file('virus.exe', 'application/x-msdownload'),
          file('huge.png', 'image/png', 2 * 1024 * 1024),
          file('a.png', 'image/png'),
          file('b.pdf', 'application/pdf'),
          file('c.png', 'image/png'),
        ],
      },
    })
    const alert = screen.getByRole('alert')
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'virus.exe: this type of file is not accepted',
      'huge.png: larger than 1 MB',
      'c.png: at most 2 files',
    ])
    const list = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(list).getByText('a.png')).toBeTruthy()
    expect(list.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/)
    expect(screen.queryByRole('button', { name: 'Browse files' })).toBeNull() // full: no drop zone
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }))
    expect(within(list).queryByText('a.png')).toBeNull()
    await user.upload(screen.getByLabelText('Browse files'), file('d.png', 'image/png'))
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText('d.png')).toBeTruthy()
  })
})
