// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@/api/contracts/ecommerce'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import ProductFormPage from './pages/product-form-page'

withMockApi()

beforeAll(() => {
  // jsdom has no matchMedia: the inventory tabs ask whether they stand vertical (desktop width).
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
})

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const stored = async (id: number) => (await call<Product>(`/apps/ecommerce/products/${id}`)).body
const edit = (id: number) =>
  renderWithProviders(<ProductFormPage />, {
    route: `/apps/ecommerce/product/edit/${id}`,
    path: '/apps/ecommerce/product/edit/:id',
    queryClient: client(),
  })

describe('product form: variants, inventory, pricing and organise', () => {
  it('refuses a discounted price not below the price, then stores variants, inventory, tax, barcode and tags', async () => {
    const { user } = edit(3)
    const form = await screen.findByRole('form', { name: 'Edit the product' }, { timeout: 8000 })
    const price = Number(within(form).getByLabelText<HTMLInputElement>(/^Price/).value)
    const discount = within(form).getByLabelText('Discounted price')
    await user.type(discount, String(price + 1))
    await user.click(within(form).getByRole('button', { name: 'Publish' }))
    expect(await within(form).findByText('The discounted price must be below the price')).toBeTruthy()
    expect((await stored(3)).discountedPrice).toBeUndefined()

    await user.clear(discount)
    await user.type(discount, '1')
    await user.type(within(form).getByLabelText('Barcode'), 'BC-77')
    // Variants: two rows, the first removed.
    expect(within(form).getByText('No variant yet.')).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: 'Add another option' }))
    await user.click(within(form).getByRole('button', { name: 'Add another option' }))
    const values = within(form).getAllByLabelText('Value')
    await user.type(values[0]!, 'S')
    await user.type(values[1]!, 'Vermilion')
    await user.selectOptions(within(form).getAllByLabelText('Option')[1]!, 'color')
    await user.click(within(form).getByRole('button', { name: 'Remove option 1' }))
    // Inventory tabs.
    const tabs = within(form).getByRole('tablist', { name: 'Inventory settings' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Restock', 'Shipping', 'Global delivery', 'Attributes', 'Advanced'])
    await user.type(within(form).getByLabelText('Add to stock'), '5')
    await user.click(within(tabs).getByRole('tab', { name: 'Shipping' }))
    await user.click(within(form).getByRole('radio', { name: /Fulfilled by Vermilion/ }))
    await user.click(within(tabs).getByRole('tab', { name: 'Attributes' }))
    await user.click(within(form).getByRole('checkbox', { name: 'Fragile product' }))
    // Pricing and organise.
    await user.click(within(form).getByRole('switch', { name: 'Charge tax on this product' }))
    await user.selectOptions(within(form).getByLabelText('Collection'), 'kids')
    const tags = within(form).getByRole('combobox', { name: 'Tags' })
    await user.type(tags, 'gift')
    await user.click(await screen.findByRole('option', { name: 'gift' }))

    await user.click(within(form).getByRole('button', { name: 'Publish' }))
    await waitFor(async () => expect((await stored(3)).discountedPrice).toBe(1), { timeout: 8000 })
    expect(await stored(3)).toMatchObject({
      barcode: 'BC-77',
      variants: [{ option: 'color', value: 'Vermilion' }],
      inventory: { restockQty: 5, shipping: 'company', delivery: 'worldwide', attributes: ['fragile'] },
      chargeTax: false,
      collection: 'kids',
      tags: ['gift'],
    })
  }, 30_000)

  it('shows the stored fields back when the product is opened again', async () => {
    const current = await stored(4)
    const { price: _p, id: _id, ...rest } = current
    await call(`/apps/ecommerce/products/4`, {
      method: 'PUT',
      body: {
        ...rest,
        price: 500,
        discountedPrice: 450,
        variants: [{ option: 'weight', value: '2 kg' }],
        inventory: {
          restockQty: 9,
          shipping: 'seller',
          delivery: 'local',
          attributes: ['expiry'],
          expiryDate: '2027-01-31',
          idType: 'upc',
          productId: 'UPC-1',
        },
        tags: ['oak', 'desk'],
      },
    })
    const { user } = edit(4)
    const form = await screen.findByRole('form', { name: 'Edit the product' }, { timeout: 8000 })
    expect(within(form).getByLabelText<HTMLInputElement>('Discounted price').value).toBe('450')
    expect(within(form).getByLabelText<HTMLSelectElement>('Option').value).toBe('weight')
    expect(within(form).getByLabelText<HTMLInputElement>('Value').value).toBe('2 kg')
    expect(within(form).getByText('oak')).toBeTruthy()
    expect(within(form).getByText('desk')).toBeTruthy()
    expect(within(form).getByLabelText<HTMLInputElement>('Add to stock').value).toBe('9')
    await user.click(within(form).getByRole('tab', { name: 'Global delivery' }))
    expect(within(form).getByRole('radio', { name: /Local delivery/, checked: true })).toBeTruthy()
    await user.click(within(form).getByRole('tab', { name: 'Attributes' }))
    expect(within(form).getByRole('checkbox', { name: 'Has an expiry date', checked: true })).toBeTruthy()
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Expiry date/ }).value).not.toBe('')
    await user.click(within(form).getByRole('tab', { name: 'Advanced' }))
    expect(within(form).getByLabelText<HTMLSelectElement>('Product ID type').value).toBe('upc')
  }, 30_000)
})
