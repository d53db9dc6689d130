import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { errorText, feedbackOf, hasFieldErrors } from './feedback'

describe('mutation feedback', () => {
  it('shows the success text built from the data and variables', () => {
    expect(feedbackOf({ success: (d, v) => `${String(d)} ${String(v)}` }, { data: 'saved', variables: 3 })).toEqual({
      message: 'saved 3',
      tone: 'success',
    })
    expect(feedbackOf({ success: () => ({ message: 'part', tone: 'warning' }) }, { data: 1, variables: 1 })).toEqual({
      message: 'part',
      tone: 'warning',
    })
    expect(feedbackOf({}, { data: 1, variables: 1 })).toBeUndefined()
    expect(feedbackOf(undefined, { error: new Error('x') })).toBeUndefined()
  })

  it("shows the server's message, or the fallback when offline or not an API error", () => {
    const f = { failed: 'Could not save' }
    expect(feedbackOf(f, { error: new ApiError(409, 'Name taken') })).toEqual({ message: 'Name taken', tone: 'error' })
    expect(feedbackOf(f, { error: new ApiError(0, 'Network error') })).toEqual({ message: 'Could not save', tone: 'error' })
    expect(feedbackOf(f, { error: new TypeError('parse') })).toEqual({ message: 'Could not save', tone: 'error' })
    expect(errorText(new ApiError(0, 'Network error'), 'offline')).toBe('offline')
    expect(feedbackOf({ failed: (e) => `mapped ${(e as ApiError).status}` }, { error: new ApiError(402, 'x') })).toEqual({
      message: 'mapped 402',
      tone: 'error',
    })
  })

  it('leaves 400 field errors to the form, and quiet errors to the screen', () => {
    const fields = new ApiError(400, 'Invalid', { message: 'Invalid', errors: { name: ['validation.taken'] } })
    const general = new ApiError(400, 'Invalid', { message: 'Invalid', errors: { _: ['nope'] } })
    expect(hasFieldErrors(fields)).toBe(true)
    expect(hasFieldErrors(general)).toBe(false)
    expect(feedbackOf({ failed: 'x', form: true }, { error: fields })).toBeUndefined()
    expect(feedbackOf({ failed: 'x', form: true }, { error: general })).toEqual({ message: 'Invalid', tone: 'error' })
    expect(feedbackOf({ failed: 'x' }, { error: fields })).toEqual({ message: 'Invalid', tone: 'error' })
    expect(feedbackOf({ failed: 'x', quiet: (e) => e.status === 409 }, { error: new ApiError(409, 'in use') })).toBeUndefined()
  })
})
