// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/api/contracts/auth'
import type { ModelListResponse } from '@/api/contracts/models'
import { session } from '@/lib/session'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, runPrefetch, setupMockApi as withMockApi } from '@/testing/mock-api'
import { screenFiles } from './components/photo-picker'
import ModelsPage, { prefetch } from './pages/models-page'

withMockApi()

beforeAll(() => {
  // jsdom has no object URLs; previews only need a string.
  let n = 0
  URL.createObjectURL ??= () => `blob:preview-${++n}`
  URL.revokeObjectURL ??= () => {}
})

async function signIn(who: 'tinder' | 'admin' = 'tinder') {
  const res = await call<LoginResponse>('/auth/login', { method: 'POST', body: { email: `${who}@demo.com`, password: who } })
  session.start(res.body)
  return res.body.accessToken
}
const modelsOf = async (query: Record<string, string | number> = {}) =>
  (await call<ModelListResponse>('/models', { token: await signIn('admin'), query: { itemsPerPage: -1, ...query } })).body

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const eventually = (text: string) => screen.findByText(text, {}, { timeout: 8000 })
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' })

describe('photo checks (shared with the server)', () => {
  it('accepts images up to 5 MB within the free slots and says why the others are refused', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })
    const { accepted, rejected } = screenFiles([png('a.png'), pdf, big, png('b.png'), png('c.png')], 2)
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.png'])
    expect(rejected).toEqual([
      { name: 'cv.pdf', reason: 'models:validation.photoType' },
      { name: 'big.jpg', reason: 'models:validation.photoSize' },
      { name: 'c.png', reason: 'models:validation.photosMax' },
    ])
  })
})

describe('models screen', () => {
  it('prefetch: the cards the URL asks for, so the page draws them at once and asks for nothing itself', async () => {
    const search = 'language=fr&sortBy=name&orderBy=asc'
    const expected = await modelsOf({ language: 'fr', sortBy: 'name', orderBy: 'asc' })
    expect(expected.total).toBeGreaterThan(0)
    const { client: queryClient, requests, stop } = await runPrefetch(prefetch, search)
    try {
      expect(requests('/models')).toBe(1)
      renderWithProviders(<ModelsPage />, { route: `/models?${search}`, queryClient })
      expect(screen.getByText(expected.models[0]!.name)).toBeTruthy()
      expect(requests('/models')).toBe(1)
    } finally {
      stop()
    }
  })

  it('shows the newest 12 of 20 as cards and filters by language through the URL', async () => {
    await signIn()
    const { user, location } = renderWithProviders(<ModelsPage />, { route: '/models', queryClient: client() })
    expect(await eventually('Models: 20')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByTestId('model-card')).toHaveLength(12))
    const arabic = (await modelsOf({ language: 'ar' })).total
    await user.selectOptions(screen.getByLabelText('Language'), 'ar')
    await waitFor(() => expect(location().search).toBe('?language=ar'))
    await waitFor(() => expect(screen.getAllByTestId('model-card')).toHaveLength(Math.min(arabic, 12)))
    expect(screen.getByText(`Models: ${arabic}`)).toBeTruthy()
  })

  it('checks the photos in the form before anything is sent', async () => {
    await signIn()
    const { user } = renderWithProviders(<ModelsPage />, { route: '/models', queryClient: client() })
    await user.click(await screen.findByRole('button', { name: 'New model' }))
    const dialog = await screen.findByRole('dialog', { name: 'New persona model' })
    await user.click(within(dialog).getByRole('button', { name: 'Create the model' }))
    expect(await within(dialog).findByText('Add at least one photo')).toBeTruthy()
    expect(within(dialog).getByText('This field is required')).toBeTruthy()
    // Drag and drop a PDF and a 6 MB image: both refused with the reason.
    const zone = within(dialog).getByTestId('photo-dropzone')
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [
          new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
          new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }),
        ],
      },
    })
    expect(await within(dialog).findByText('cv.pdf: only images can be uploaded')).toBeTruthy()
    expect(within(dialog).getByText('huge.jpg: an image may weigh at most 5 MB')).toBeTruthy()
    expect(within(dialog).queryAllByRole('img', { name: /^Photo / })).toHaveLength(0)
    // A good image through the file picker: previewed as the cover, removable.
    await user.upload(within(dialog).getByLabelText('Choose files'), png('portrait.png'))
    expect(await within(dialog).findByRole('img', { name: 'Photo 1' })).toBeTruthy()
    expect(within(dialog).getByText('Cover')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }))
    expect(within(dialog).queryByRole('img', { name: 'Photo 1' })).toBeNull()
    expect((await modelsOf()).total).toBe(20)
  })

  it('deleting a model in use shows the 409 and "Unassign and delete" forces it', async () => {
    await signIn()
    const all = await modelsOf({ sortBy: 'createdAt', orderBy: 'desc' })
    const used = all.models.slice(0, 12).find((m) => m.accountCount > 0)!
    const { user } = renderWithProviders(<ModelsPage />, { route: '/models', queryClient: client() })
    await user.click(await screen.findByRole('button', { name: `Actions for ${used.name}` }, { timeout: 8000 }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this model?' })).getByRole('button', { name: 'Delete' }))
    const inUse = await screen.findByRole('dialog', { name: 'This model is in use' })
    expect(inUse.textContent).toContain(`Accounts using ${used.name}: ${used.accountCount}.`)
    expect((await modelsOf()).total).toBe(20)
    await user.click(within(inUse).getByRole('button', { name: 'Unassign and delete' }))
    expect(await eventually(`${used.name} has been deleted and removed from its accounts (${used.accountCount})`)).toBeTruthy()
    expect((await modelsOf()).total).toBe(19)
  })
})
