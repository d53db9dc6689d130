// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/client'
import { defineResource, mutation, scoped, type ListParams } from '.'

interface Row {
  id: number
  name: string
}
const rows: Row[] = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
]

function makeResource() {
  const list = vi.fn(async (params: ListParams<'status'>) => ({
    rows: params.itemsPerPage === -1 ? rows : rows.slice(0, 1),
    total: rows.length,
  }))
  const rename = vi.fn(async ({ id, name }: { id: number; name: string }) => ({ id, name }))
  const resource = defineResource({
    key: ['things'],
    related: [['others']],
    list,
    detail: async (id: number) => rows.find((r) => r.id === id)!,
    mutations: {
      rename: mutation(rename, { onSuccess: (client, saved) => client.setQueryData(['things', 'detail', saved.id], saved) }),
      fail: mutation(async (_: number): Promise<void> => Promise.reject(new ApiError(500, 'boom'))),
      failAndRefresh: mutation(async (_: number): Promise<void> => Promise.reject(new ApiError(500, 'boom')), { invalidateOnError: true }),
    },
  })
  return { resource, list, rename }
}

const wrapperFor = (client: QueryClient) =>
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>
  }

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } })

describe('defineResource', () => {
  it('owns its keys under one root: lists, details and other queries', () => {
    const { resource } = makeResource()
    expect(resource.keys.all).toEqual(['things'])
    expect(resource.keys.list({ page: 2, status: 'x' })).toEqual(['things', 'list', { page: 2, status: 'x' }])
    expect(resource.keys.detail(3)).toEqual(['things', 'detail', 3])
    expect(resource.keys.of('count', 'active')).toEqual(['things', 'count', 'active'])
    expect(resource.listQuery({ page: 1 }).queryKey).toEqual(resource.keys.list({ page: 1 }))
  })

  it('fetches every row for the CSV export: page 1, itemsPerPage -1, the filters kept', async () => {
    const { resource, list } = makeResource()
    await expect(resource.fetchAll({ q: 'x', page: 4, itemsPerPage: 10, status: 'on' })).resolves.toEqual(rows)
    expect(list).toHaveBeenCalledWith({ q: 'x', page: 1, itemsPerPage: -1, status: 'on' })
  })

  it('a successful mutation invalidates its root and related roots, and runs its cache writes', async () => {
    const { resource } = makeResource()
    const client = newClient()
    await client.prefetchQuery(resource.listQuery({ page: 1 }))
    client.setQueryData(['others', 'x'], 1)
    client.setQueryData(['unrelated'], 1)
    const { result } = renderHook(() => resource.useMutation('rename'), { wrapper: wrapperFor(client) })
    await act(() => result.current.mutateAsync({ id: 2, name: 'B' }))
    await waitFor(() => expect(client.getQueryState(resource.keys.list({ page: 1 }))?.isInvalidated).toBe(true))
    expect(client.getQueryState(['others', 'x'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['unrelated'])?.isInvalidated).toBe(false)
    expect(client.getQueryData(resource.keys.detail(2))).toEqual({ id: 2, name: 'B' })
  })

  it('a failed mutation leaves the cache alone unless asked to invalidate on error', async () => {
    const { resource } = makeResource()
    const client = newClient()
    await client.prefetchQuery(resource.listQuery({ page: 1 }))
    const { result } = renderHook(() => ({ fail: resource.useMutation('fail'), failAndRefresh: resource.useMutation('failAndRefresh') }), {
      wrapper: wrapperFor(client),
    })
    await act(() => expect(result.current.fail.mutateAsync(1)).rejects.toThrow('boom'))
    expect(client.getQueryState(resource.keys.list({ page: 1 }))?.isInvalidated).toBe(false)
    await act(() => expect(result.current.failAndRefresh.mutateAsync(1)).rejects.toThrow('boom'))
    await waitFor(() => expect(client.getQueryState(resource.keys.list({ page: 1 }))?.isInvalidated).toBe(true))
  })

  it('puts the screen feedback on the mutation meta, typed from the mutation', async () => {
    const { resource } = makeResource()
    const client = newClient()
    const { result, unmount } = renderHook(
      () => resource.useMutation('rename', { success: (saved) => `saved ${saved.name}`, failed: 'failed' }),
      {
        wrapper: wrapperFor(client),
      },
    )
    void result.current
    const [m] = client.getMutationCache().getAll()
    expect(m).toBeUndefined() // nothing runs before mutate
    act(() => result.current.mutate({ id: 1, name: 'z' }))
    const feedback = client.getMutationCache().getAll()[0]!.meta?.feedback
    expect(feedback?.failed).toBe('failed')
    expect(feedback?.success?.({ id: 1, name: 'z' }, undefined)).toBe('saved z')
    // let the mutation settle and unmount before the test ends: a render after teardown has no window
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    unmount()
  })

  it('scoped resources are built once per scope, so two screens share one key set', () => {
    const build = vi.fn((platform: 'tinder' | 'fruitz') =>
      defineResource({ key: [platform, 'accounts'], list: async () => ({ rows: [] as Row[], total: 0 }) }),
    )
    const of = scoped(build)
    expect(of('tinder')).toBe(of('tinder'))
    expect(of('fruitz').keys.all).toEqual(['fruitz', 'accounts'])
    expect(build).toHaveBeenCalledTimes(2)
  })
})
