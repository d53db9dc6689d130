import { describe, expect, it } from 'vitest'
import { hintedChunks } from './compile-hints-plugin'

const chunk = (fileName: string, imports: string[] = [], size = 100, name = fileName, isEntry = false) => ({
  fileName,
  name,
  isEntry,
  imports,
  code: 'x'.repeat(size),
})

describe('hintedChunks', () => {
  const chunks = [
    chunk('index.js', ['react-dom.js', 'tiny.js'], 200_000, 'index', true),
    chunk('react-dom.js', [], 50_000),
    chunk('tiny.js', [], 500),
    chunk('framed.js', ['react-dom.js', 'button.js'], 30_000, 'framed'),
    chunk('button.js', ['tiny.js'], 800),
    chunk('page.js', ['button.js', 'chart.js'], 40_000),
    chunk('chart.js', [], 90_000),
    chunk('login.js', ['button.js'], 5_000),
  ]

  it("marks the entry's large files and everything the framed groups import, not the route chunks", () => {
    const hinted = hintedChunks(chunks, ['framed'], 16_000)
    expect([...hinted].sort()).toEqual(['button.js', 'framed.js', 'index.js', 'react-dom.js'])
    // A small file of the entry costs bytes before the sign-in paints and saves little: left out,
    // also when a framed group imports it.
    expect(hinted.has('tiny.js')).toBe(false)
    expect(hinted.has('page.js')).toBe(false)
    expect(hinted.has('chart.js')).toBe(false)
  })

  it('marks only the large entry files when no group is named', () => {
    expect([...hintedChunks(chunks, [], 16_000)].sort()).toEqual(['index.js', 'react-dom.js'])
  })
})
