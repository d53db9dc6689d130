import { http } from '../lib/http'
import { db } from '../db'
import { langOf, localize } from '../lib/localize'
import { fail, json } from '../lib/respond'
import {
  PROFILE_TABS,
  type ProfileHeader,
  type ProfileTab,
  type ProfileTabResponse,
  type StoredProfileDocument,
} from '@/api/contracts/profile'

async function part<K extends keyof StoredProfileDocument>(key: K): Promise<StoredProfileDocument[K] | undefined> {
  return (await db.profile.get(key))?.value as StoredProfileDocument[K] | undefined
}

export const profileHandlers = [
  http.get('*/api/pages/profile/header', async ({ request }) => {
    const header = await part('header')
    if (!header) return fail(404, 'Profile not found')
    return json(localize(header, langOf(request)) satisfies ProfileHeader)
  }),

  // ?tab = profile (default), teams, projects, connections or projectTable.
  http.get('*/api/pages/profile', async ({ request }) => {
    const tab = new URL(request.url).searchParams.get('tab') || 'profile'
    if (!(PROFILE_TABS as readonly string[]).includes(tab)) return fail(404, 'Tab not found')
    const data = await part(tab as ProfileTab)
    if (!data) return fail(404, 'Tab not found')
    return json(localize(data, langOf(request)) satisfies ProfileTabResponse<ProfileTab>)
  }),
]
