import { describe, expect, it } from 'vitest'
import { getDomain as realGetDomain } from 'tldts'
import { getDomain } from './registrable-domain'

describe('registrable-domain (the browser build stand-in for tldts)', () => {
  it('agrees with tldts on the hosts the app is served from', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      '::1',
      'example.com',
      'app.example.com',
      'a.b.vermilion.dev',
      'vermilion.test',
      'intranet',
    ]) {
      expect(getDomain(host), host).toBe(realGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }))
    }
  })

  it('has no registrable domain for IP addresses and single labels', () => {
    expect(getDomain('192.168.1.20')).toBeNull()
    expect(getDomain('localhost')).toBeNull()
    expect(getDomain('')).toBeNull()
    expect(getDomain('a..b')).toBeNull()
  })
})
