// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/client'
import { useDialogState } from './use-dialog-state'
import { useFormDialog } from './use-form-dialog'

afterEach(cleanup)

describe('useDialogState', () => {
  it('opens one dialog at a time, for a row, and keeps the row while it closes', () => {
    const { result } = renderHook(() => useDialogState<'edit' | 'delete', { id: number }>())
    expect(result.current.kind).toBeNull()
    act(() => result.current.open('edit', { id: 4 }))
    expect(result.current.isOpen('edit')).toBe(true)
    expect(result.current.isOpen('delete')).toBe(false)
    expect(result.current.rowOf('edit')).toEqual({ id: 4 })
    act(() => result.current.open('delete', { id: 5 }))
    expect(result.current.kind).toBe('delete')
    expect(result.current.rowOf('edit')).toBeNull()
    act(() => result.current.close())
    expect(result.current.kind).toBeNull()
    expect(result.current.rowOf('delete')).toEqual({ id: 5 })
    act(() => result.current.open('edit'))
    expect(result.current.rowOf('edit')).toBeNull()
  })
})

const schema = z.object({ name: z.string().trim().min(1, 'required'), age: z.coerce.number<string>() })

describe('useFormDialog', () => {
  it('resets on opening, sends the parsed output, then is done', async () => {
    const submit = vi.fn(async (_: { name: string; age: number }) => undefined)
    const onDone = vi.fn()
    const { result, rerender } = renderHook(
      ({ open, name }) => useFormDialog({ schema, open, values: () => ({ name, age: '3' }), submit, onDone, deps: [name] }),
      {
        initialProps: { open: false, name: 'a' },
      },
    )
    rerender({ open: true, name: ' Bob ' })
    expect(result.current.form.getValues()).toEqual({ name: ' Bob ', age: '3' })
    await act(() => result.current.onSubmit())
    expect(submit).toHaveBeenCalledWith({ name: 'Bob', age: 3 })
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('puts a 400 answer on the fields (renamed when asked) and stays open', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(400, 'Invalid', { message: 'Invalid', errors: { fullName: ['validation.taken'] } })
    })
    const onDone = vi.fn()
    const { result } = renderHook(() =>
      useFormDialog({ schema, open: true, values: () => ({ name: 'x', age: '1' }), submit, onDone, rename: { fullName: 'name' } }),
    )
    await act(() => result.current.onSubmit())
    expect(result.current.form.getFieldState('name').error?.message).toBe('validation.taken')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('does not send invalid values', async () => {
    const submit = vi.fn(async () => undefined)
    const { result } = renderHook(() => useFormDialog({ schema, open: true, values: () => ({ name: '  ', age: '1' }), submit }))
    await act(() => result.current.onSubmit())
    expect(submit).not.toHaveBeenCalled()
    expect(result.current.form.getFieldState('name').error?.message).toBe('required')
  })
})
