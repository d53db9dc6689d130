// Shared helpers of the template-app seed generators (academy, calendar, chat, e-commerce,
// email): a seeded PRNG so that every run writes byte-identical JSON, fictional name lists,
// and writers for seed/*.json and public/images/**.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** mulberry32: tiny, fast, deterministic. */
export function prng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  const chance = (p) => next() < p
  const shuffle = (list) => {
    const out = [...list]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[out[i], out[j]] = [out[j], out[i]]
    }
    return out
  }
  /** n distinct integers in [min, max]. */
  const distinct = (n, min, max) => {
    const seen = new Set()
    while (seen.size < n) seen.add(int(min, max))
    return [...seen]
  }
  return { next, int, pick, chance, shuffle, distinct }
}

export const FIRST_NAMES = [
  'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Nathan', 'Inès', 'Jules', 'Camille', 'Adam',
  'Sarah', 'Lucas', 'Emma', 'Yanis', 'Zoé', 'Noah', 'Lina', 'Gabriel', 'Jade', 'Raphaël',
  'Amira', 'Théo', 'Nora', 'Karim', 'Elise', 'Malik', 'Aïcha', 'Tom', 'Clara', 'Idris',
  'Maya', 'Oscar', 'Salomé', 'Rayan', 'Alice', 'Mehdi', 'Juliette', 'Sacha', 'Yasmine', 'Victor',
  'Leila', 'Arthur', 'Anaïs', 'Samir', 'Romane', 'Eliott', 'Fatou', 'Paul', 'Mila', 'Omar',
]
export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Roux', 'Fournier', 'Lambert', 'Bonnet',
  'Mercier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin',
  'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson',
  'Sanchez', 'Benali', 'Haddad', 'Diallo', 'Traoré', 'Nguyen', 'Kowalski', 'Rossi', 'Schmidt', 'Silva',
  'Okafor', 'Tanaka', 'Larsen', 'Costa', 'Meyer', 'Ferreira', 'Mansour', 'Petit', 'Garnier', 'Barbier',
]

export function asciiSlug(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
}

/** A fictional person: name, an example.* e-mail address and one of the 60 shared avatars. */
export function people(rand, n, domains = ['example.com', 'example.org', 'example.net']) {
  const seen = new Set()
  const out = []
  while (out.length < n) {
    const fullName = `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_NAMES)}`
    if (seen.has(fullName)) continue
    seen.add(fullName)
    out.push({ fullName, email: `${asciiSlug(fullName)}@${rand.pick(domains)}`, avatar: `/images/avatars/${rand.int(1, 60)}.svg` })
  }
  return out
}

/** US-style month/day/year without leading zeros (the format of SPEC section 3's review date). */
export function mdy(date) {
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`
}

export function writeSeed(name, rows) {
  const file = join(ROOT, 'seed', `${name}.json`)
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`)
  console.log(`seed/${name}.json: ${Array.isArray(rows) ? rows.length : 1} rows`)
}

export function writePublic(path, text) {
  const file = join(ROOT, 'public', path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`)
}
