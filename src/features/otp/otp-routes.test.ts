import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { linkTo, pathOf } from '@/lib/paths'

describe('OTP route paths', () => {
  // :id listed first on purpose: react-router must still rank the static segments above it.
  const table = [
    { path: pathOf('otpOrder') },
    { path: pathOf('otpHistory') },
    { path: pathOf('otpAdminHistory') },
    { path: pathOf('otpNumbers') },
  ]
  const match = (url: string) => matchRoutes(table, url)?.[0]

  it('sends history and admin-history to their own pages, anything else under /otp/order to the order page', () => {
    expect(match('/otp/order/history')?.route.path).toBe('/otp/order/history')
    expect(match('/otp/order/admin-history')?.route.path).toBe('/otp/order/admin-history')
    expect(match('/otp/order/default')).toMatchObject({ route: { path: '/otp/order/:id' }, params: { id: 'default' } })
    expect(match('/otp/order/42')).toMatchObject({ route: { path: '/otp/order/:id' }, params: { id: '42' } })
  })

  it('builds the links screens use', () => {
    expect(linkTo('otpOrder', { id: 'default' }, { service: 'tinder', country: 'FR' })).toBe('/otp/order/default?service=tinder&country=FR')
    expect(linkTo('otpOrder', { id: 7 })).toBe('/otp/order/7')
  })
})
