// @vitest-environment jsdom
import axe from 'axe-core'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { ChoiceGroup } from './choice-group'
import { DateField } from './date-field'
import { DateRangeField } from './date-range-field'
import { DateTimeField } from './date-time-field'
import { FileDropZone } from './file-drop-zone'
import { OtpInput } from './otp-input'
import { RangeSlider } from './range-slider'
import { Rating, RatingView } from './rating'
import { Slider } from './slider'
import { Stepper } from './stepper'
import { TextareaField } from './textarea-field'
import { useStepper } from './use-stepper'

document.elementFromPoint ??= () => null

function Kit() {
  const stepper = useStepper([
    { id: 'a', title: 'Account' },
    { id: 'b', title: 'Billing' },
  ])
  const [files, setFiles] = useState<File[]>([])
  return (
    <main>
      <DateField label="Start" value="45/13/2026" onChange={() => {}} />
      <DateTimeField label="Meeting" value="2026-03-09T10:00" onChange={() => {}} />
      <DateRangeField label="Stay" value={{ from: '2026-03-01', to: '2026-03-05' }} onChange={() => {}} />
      <Stepper stepper={stepper} />
      <ChoiceGroup
        type="radio"
        label="Plan"
        value="a"
        onChange={() => {}}
        options={[
          { value: 'a', label: 'Basic' },
          { value: 'b', label: 'Team' },
        ]}
        error="Pick one"
      />
      <ChoiceGroup
        type="checkbox"
        variant="image"
        label="Pictures"
        value={[]}
        onChange={() => {}}
        options={[{ value: 'a', label: 'Sea', image: '/a.png' }]}
      />
      <Rating label="Quality" value={3} onChange={() => {}} />
      <RatingView value={4.5} />
      <Slider label="Volume" value={3} onChange={() => {}} />
      <RangeSlider label="Price" value={[1, 5]} onChange={() => {}} />
      <OtpInput label="Code" value="12" onChange={() => {}} error="Six digits" />
      <FileDropZone label="Files" value={files} onChange={setFiles} />
      <TextareaField label="Bio" limit={10} value="Hello" onChange={() => {}} />
    </main>
  )
}

describe('input kit accessibility (axe-core)', () => {
  it.each(['en', 'ar'] as const)('has no axe violations in %s', async (language) => {
    const { container } = renderWithProviders(<Kit />, { language })
    // Colour contrast needs layout and real styles: checked in the browser, not in jsdom.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
    expect(result.passes.length).toBeGreaterThan(10) // the rules really ran
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
