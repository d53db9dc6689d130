import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { avatarSource } from './photo-thumb'

describe('avatarSource', () => {
  it('shows a seeded model portrait in a small avatar as its WebP copy, anything else as it is', () => {
    expect(avatarSource('/images/models/m13-1.svg', 36)).toBe('/images/models/thumbs/m13-1.webp')
    expect(avatarSource('/images/models/m13-1.svg', 48)).toBe('/images/models/thumbs/m13-1.webp')
    // Larger than the copy (96 px for 48 px at 2x): the portrait itself.
    expect(avatarSource('/images/models/m13-1.svg', 120)).toBe('/images/models/m13-1.svg')
    // Uploaded photos and users' avatars have no copy.
    expect(avatarSource('/api/models/photos/3f2a', 36)).toBe('/api/models/photos/3f2a')
    expect(avatarSource('/images/avatars/1.svg', 36)).toBe('/images/avatars/1.svg')
  })

  it('every seeded portrait has its copy (scripts/make-thumbs.ts)', () => {
    const portraits = readdirSync('public/images/models').filter((f) => f.endsWith('.svg'))
    expect(portraits.length).toBeGreaterThan(0)
    for (const file of portraits) expect(existsSync(`public/${avatarSource(`/images/models/${file}`, 36).slice(1)}`), file).toBe(true)
  })
})
