// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { CheckoutWizard } from './checkout-wizard'

const setup = () => renderWithProviders(<CheckoutWizard now={() => new Date(2026, 5, 15)} />, { queryClient: new QueryClient() })
const total = () => within(screen.getByRole('region', { name: 'Price details' })).getByText('Total').nextElementSibling?.textContent

describe('CheckoutWizard: cart', () => {
  it('quantities, removal, coupon and gift wrap change the price details', async () => {
    const { user } = setup()
    // 149 + 2 × 89.50 + 39.90
    expect(total()).toBe('€367.90')
    await user.selectOptions(screen.getByLabelText('Quantity of Nordlys Compact Keyboard'), '3')
    expect(total()).toBe('€457.40')
    await user.click(screen.getByRole('button', { name: 'Remove Atelier Brume Desk Lamp' }))
    expect(total()).toBe('€417.50')
    await user.type(screen.getByLabelText('Coupon code'), 'FREE')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('This coupon code is not valid')).toBeTruthy()
    await user.clear(screen.getByLabelText('Coupon code'))
    await user.type(screen.getByLabelText('Coupon code'), 'vermilion10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(total()).toBe('€375.75')
    await user.click(screen.getByRole('checkbox', { name: /Gift wrap/ }))
    expect(total()).toBe('€380.75')
  })

  it('an empty cart cannot go on to the address', async () => {
    const { user } = setup()
    for (const name of ['Peony & Co Flex Headphones', 'Nordlys Compact Keyboard', 'Atelier Brume Desk Lamp'])
      await user.click(screen.getByRole('button', { name: `Move to wishlist: ${name}` }))
    expect(screen.getByText('Your cart is empty.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Add at least one item to your cart')).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /Home/ })).toBeNull()
    await user.click(screen.getAllByRole('button', { name: 'Move back to the cart' })[0]!)
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeTruthy()
  })
})
