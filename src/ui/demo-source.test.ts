import { describe, expect, it } from 'vitest'
import { demoSource } from './demo-source'

const raw = `import x from 'y'

function Basic() {
  return <A />
}

function Colors() {
  if (x) {
    return null
  }
  return <B />
}

export default function Page() {
  return <DemoPage demos={{ Basic, Colors }} />
}
`

describe('demoSource', () => {
  it('cuts one demo function out of the page source, nested braces included', () => {
    expect(demoSource(raw, 'Basic')).toBe('function Basic() {\n  return <A />\n}')
    expect(demoSource(raw, 'Colors')).toBe('function Colors() {\n  if (x) {\n    return null\n  }\n  return <B />\n}')
  })

  it('finds exported functions and gives nothing for an unknown name', () => {
    expect(demoSource(raw, 'Page')).toContain('return <DemoPage')
    expect(demoSource(raw, 'Missing')).toBe('')
  })
})
