// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { PaymentMethod } from './order-chips'

describe('PaymentMethod', () => {
  it.each([
    ['paypalLogo', 'PayPal'],
    ['mastercard', 'Mastercard •••• 4242'],
    ['cashOnDelivery', 'Cash on delivery'],
    ['giftCard', 'Gift card'],
  ] as const)('labels %s', (method, label) => {
    renderWithProviders(<PaymentMethod order={{ method, methodNumber: 4242 }} />)
    expect(screen.getByText(label)).toBeTruthy()
  })
})
