import { describe, expect, it } from 'vitest'
import type { RecordGroup, RecordHit } from '@/api/contracts/search'
import { buildAbility } from '@/lib/ability'
import '../../routes'
import { allowedRecordGroups } from './search-record-links'

const hit = (id: number, key: string): RecordHit => ({
  id,
  title: `T${id}`,
  subtitle: null,
  key,
  field: 'name',
  value: `T${id}`,
  match: [0, 1],
  rank: 'prefix',
})
const group = (kind: RecordGroup['kind'], ...hits: RecordHit[]): RecordGroup => ({ kind, hits })
const admin = buildAbility([{ action: 'manage', subject: 'all' }])

describe('allowedRecordGroups', () => {
  it('links each record to its detail page, or to its list filtered on it', () => {
    const groups = allowedRecordGroups(
      [
        group('users', hit(3, '3')),
        group('tinderAccounts', hit(7, '+33611112222')),
        group('fruitzAccounts', hit(8, '+33622223333')),
        group('models', hit(2, 'Chloé')),
        group('otpOrders', hit(41, '+16045550103')),
        group('customers', hit(5, '5')),
        group('orders', hit(6, '6')),
        group('invoices', hit(5001, '5001')),
        group('emails', hit(9, 'Quarterly report & more')),
      ],
      admin,
    )
    expect(Object.fromEntries(groups.map((g) => [g.kind, g.items[0]!.url]))).toEqual({
      users: '/apps/user/view/3',
      tinderAccounts: '/tinder/accounts?q=%2B33611112222',
      fruitzAccounts: '/fruitz/accounts?q=%2B33622223333',
      models: '/models?q=Chlo%C3%A9',
      otpOrders: '/otp/order/41',
      customers: '/apps/ecommerce/customer/details/5',
      orders: '/apps/ecommerce/order/details/6',
      invoices: '/apps/invoice/preview/5001',
      emails: '/apps/email?q=Quarterly+report+%26+more',
    })
  })

  it('keeps only the screens the user may open; empty groups drop', () => {
    const tinder = buildAbility([
      { action: 'access', subject: 'tinder' },
      { action: 'access', subject: 'models' },
    ])
    const groups = allowedRecordGroups(
      [group('users', hit(1, '1')), group('tinderAccounts', hit(2, '+33600000000')), group('invoices', hit(5001, '5001'))],
      tinder,
    )
    expect(groups.map((g) => g.kind)).toEqual(['tinderAccounts'])
    expect(allowedRecordGroups([group('emails', hit(1, 'x'))], buildAbility([]))).toEqual([])
  })
})
