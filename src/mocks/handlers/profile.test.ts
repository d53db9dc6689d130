import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import {
  PROFILE_TABS,
  profileHeaderResponse,
  profileTabResponses,
  type ProfileHeader,
  type ProfileTabData,
  type ProfileTeams,
} from '@/api/contracts/profile'

setupMockApi()

describe('GET /api/pages/profile/header', () => {
  it('answers the header, in English by default and in the `lang` language', async () => {
    const res = await call<ProfileHeader>('/pages/profile/header')
    expect(res.status).toBe(200)
    expect(profileHeaderResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body).toMatchObject({ fullName: 'Camille Laurent', designation: 'Product designer', profileImg: '/images/avatars/1.svg' })
    const fr = await call<ProfileHeader>('/pages/profile/header', { query: { lang: 'fr' } })
    expect(fr.body.designation).toBe('Designer produit')
  })
})

describe('GET /api/pages/profile', () => {
  it.each(PROFILE_TABS)('answers the %s tab in its wire shape', async (tab) => {
    const res = await call(`/pages/profile`, { query: { tab } })
    expect(res.status).toBe(200)
    expect(() => profileTabResponses[tab].parse(res.body)).not.toThrow()
  })

  it('answers the profile tab by default', async () => {
    const res = await call<ProfileTabData>('/pages/profile')
    expect(res.body.about.map((a) => a.property)).toEqual(['fullName', 'status', 'role', 'country', 'languages'])
    expect(res.body.teams[0]!.property).toBe('Back-end developers')
  })

  it('resolves every text in the `lang` language', async () => {
    const ar = await call<ProfileTeams>('/pages/profile', { query: { tab: 'teams', lang: 'ar' } })
    expect(ar.body[0]!.title).toBe('تصميم المنتجات')
    expect(JSON.stringify(ar.body)).not.toMatch(/"fr":/)
  })

  it('answers 404 {message: "Tab not found"} for an unknown tab', async () => {
    const res = await call('/pages/profile', { query: { tab: 'secrets' } })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Tab not found' })
  })
})
