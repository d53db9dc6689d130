import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { user, USER_ROLES } from '@/api/contracts/users'
import { role } from '@/api/contracts/roles'
import { permission } from '@/api/contracts/permissions'
import { invoice, INVOICE_STATUSES } from '@/api/contracts/invoices'
import { vehicle } from '@/api/contracts/logistics'
import { analyticsProject } from '@/api/contracts/analytics'
import { salesRow } from '@/api/contracts/datatable'
import { storedFaqGroup } from '@/api/contracts/faq'
import { helpCenterSeed } from '@/api/contracts/help-center'
import { storedProfileDocument } from '@/api/contracts/profile'
import users from '@seed/users.json'
import roles from '@seed/roles.json'
import permissions from '@seed/permissions.json'
import invoices from '@seed/invoices.json'
import vehicles from '@seed/vehicles.json'
import projects from '@seed/analytics-projects.json'
import sales from '@seed/sales.json'
import faq from '@seed/faq.json'
import helpCenter from '@seed/help-center.json'
import profile from '@seed/profile.json'

const unique = <T>(rows: T[], key: (r: T) => unknown) => new Set(rows.map(key)).size === rows.length

/** Every seed of users, roles, permissions, invoices, logistics, analytics and pages parses with its contract. */
describe('seed files parse with their contracts', () => {
  it.each([
    ['users', users, user, 50],
    ['roles', roles, role, 5],
    ['permissions', permissions, permission, 9],
    ['invoices', invoices, invoice, 50],
    ['vehicles', vehicles, vehicle, 25],
    ['analytics-projects', projects, analyticsProject, 12],
    ['sales', sales, salesRow, 100],
    ['faq', faq, storedFaqGroup, 5],
  ] as const)('%s', (_name, rows, schema, count) => {
    const parsed = z.array(schema.strict()).parse(rows)
    expect(parsed).toHaveLength(count)
    expect(unique(rows as { id: unknown }[], (r) => r.id)).toBe(true)
  })

  it('help-center and profile', () => {
    const help = helpCenterSeed.parse(helpCenter)
    expect(unique(help.articles, (a) => a.slug)).toBe(true)
    help.articles.forEach((a) => expect(help.categories.map((c) => c.slug)).toContain(a.category))
    expect(storedProfileDocument.parse(profile)).toBeTruthy()
  })

  it('users are coherent: unique emails and usernames, known roles, local avatars', () => {
    expect(unique(users, (u) => u.email.toLowerCase())).toBe(true)
    expect(unique(users, (u) => u.username.toLowerCase())).toBe(true)
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(USER_ROLES))
    expect(new Set(roles.map((r) => r.name))).toEqual(new Set(USER_ROLES))
    users.forEach((u) => expect(u.avatar ?? '/images/avatars/1.svg').toMatch(/^\/images\/avatars\/\d+\.svg$/))
  })

  it('invoices use every status, with balances no larger than totals', () => {
    expect(new Set(invoices.map((i) => i.invoiceStatus))).toEqual(new Set(INVOICE_STATUSES))
    invoices.forEach((i) => expect(i.balance).toBeLessThanOrEqual(i.total))
    invoices.filter((i) => i.invoiceStatus === 'Paid').forEach((i) => expect(i.balance).toBe(0))
  })

  it('holds no external URL', () => {
    const text = JSON.stringify([users, roles, permissions, invoices, vehicles, projects, sales, faq, helpCenter, profile])
    expect(text).not.toMatch(/https?:\/\//)
  })
})
