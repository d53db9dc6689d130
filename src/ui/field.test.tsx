// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Combobox } from './combobox'
import { SearchInput } from './data-table/search-input'
import { Textarea, TextField } from './field'
import { TextareaField } from './textarea-field'

/** The class that gives a free-text value its own direction (unicode-bidi: plaintext, text-align: start). */
const OWN_DIRECTION = '[unicode-bidi:plaintext]'
const classesOf = (name: string) => screen.getByLabelText(name).className.split(/\s+/)

describe('free text takes its own direction (Arabic UI: "12 rue des Lilas" is not shown as "rue des Lilas 12")', () => {
  it('a text field, a textarea, a search box and a combobox’s input without dir read their value’s direction and align to its start', () => {
    renderWithProviders(
      <div dir="rtl">
        <TextField label="Address" defaultValue="12 rue des Lilas" />
        <Textarea label="Notes" defaultValue={'12 rue des Lilas\nشارع النخيل'} />
        <TextareaField label="Bio" limit={200} defaultValue="12 rue des Lilas" />
        <SearchInput label="Search orders" value="12 rue" onChange={() => {}} />
        <Combobox label="City" options={[{ value: 'x', label: '12 rue' }]} value={null} onChange={() => {}} />
        <Combobox label="Tags" multiple options={[{ value: 'x', label: '12 rue' }]} value={[]} onChange={() => {}} />
      </div>,
    )
    for (const name of ['Address', 'Notes', 'Bio', 'Search orders', 'City', 'Tags']) {
      expect(classesOf(name), name).toContain(OWN_DIRECTION)
      expect(classesOf(name), name).toContain('text-start')
      // Not dir="auto": Chromium makes an empty dir=auto field left-to-right, placeholder included.
      expect(screen.getByLabelText(name).getAttribute('dir'), name).toBeNull()
    }
  })

  it('leaves a field given its own dir (phone, e-mail, URL) as the caller set it', () => {
    renderWithProviders(
      <div dir="rtl">
        <TextField label="Phone" type="tel" dir="ltr" defaultValue="+33 6 12 34 56 78" />
        <TextField label="Name" dir="rtl" />
        <Textarea label="Code" dir="ltr" />
      </div>,
    )
    expect(classesOf('Phone')).not.toContain(OWN_DIRECTION)
    expect(screen.getByLabelText('Phone').getAttribute('dir')).toBe('ltr')
    expect(classesOf('Name')).not.toContain(OWN_DIRECTION)
    expect(screen.getByLabelText('Name').getAttribute('dir')).toBe('rtl')
    expect(classesOf('Code')).not.toContain(OWN_DIRECTION)
  })

  it('a caller’s dir={undefined} (a field that is ltr only for some keys) still gets its own direction', () => {
    renderWithProviders(<TextField label="City" dir={undefined} />)
    expect(classesOf('City')).toContain(OWN_DIRECTION)
  })
})
