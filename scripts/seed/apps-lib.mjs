// Shared helpers of the apps/pages seed generators: fictional names, companies, phones and dates.
// The seeded PRNG and the JSON writer are the common ones of ./lib.mjs.
export { rng, writeSeed } from './lib.mjs'

export const FIRST_NAMES = [
  'Amélie',
  'Baptiste',
  'Chloé',
  'Damien',
  'Élodie',
  'Fabien',
  'Gaëlle',
  'Hugo',
  'Inès',
  'Jérôme',
  'Léa',
  'Mathis',
  'Noémie',
  'Océane',
  'Pierre',
  'Quentin',
  'Romane',
  'Sébastien',
  'Théo',
  'Valentin',
  'Yasmine',
  'Zoé',
  'Aïcha',
  'Karim',
  'Nadia',
  'Youssef',
  'Priya',
  'Kenji',
  'Sofia',
  'Lucas',
  'Mei',
  'Omar',
  'Elena',
  'Tomás',
  'Aaliyah',
  'Liam',
  'Ingrid',
  'Mateo',
  'Leïla',
  'Hannah',
  'Margaux',
  'Clément',
  'Solène',
  'Antoine',
  'Anouk',
  'Malik',
]
export const LAST_NAMES = [
  'Bernard',
  'Dubois',
  'Lefèvre',
  'Girard',
  'Fontaine',
  'Rousseau',
  'Mercier',
  'Chevalier',
  'Lambert',
  'Bonnet',
  'Faure',
  'Garnier',
  'Perrin',
  'Marchand',
  'Benali',
  'Haddad',
  'Nguyen',
  'Tanaka',
  'Okafor',
  'Rossi',
  'García',
  'Schmidt',
  'Kowalski',
  'Silva',
  'Patel',
  'Andersen',
  'Diallo',
  'Lemaire',
  'Roussel',
  'Vidal',
  'Carpentier',
  'Mansouri',
]

export const COMPANIES = [
  'Lumière Studio',
  'Atelier Nova',
  'Boréal Systems',
  'Cerise Labs',
  'Quartz & Co',
  'Mistral Analytics',
  'Pixel Brûlé',
  'Hexagone Digital',
  'Sable Logistics',
  'Orchidée Média',
  'Kumo Works',
  'Vallée Verte',
  'Azur Cloud',
  'Ébène Finance',
  'Tamarin Games',
  'Fjord Design',
  'Papillon Bio',
  'Granit Conseil',
]

/** Country code, phone prefix, language. */
export const COUNTRIES = [
  ['FR', '+33 6', 'fr'],
  ['FR', '+33 7', 'fr'],
  ['FR', '+33 6', 'fr'],
  ['BE', '+32 4', 'fr'],
  ['CH', '+41 7', 'fr'],
  ['CA', '+1 514', 'fr'],
  ['MA', '+212 6', 'ar'],
  ['TN', '+216 2', 'ar'],
  ['SN', '+221 7', 'fr'],
  ['US', '+1 415', 'en'],
  ['GB', '+44 7', 'en'],
  ['DE', '+49 15', 'de'],
  ['ES', '+34 6', 'es'],
  ['IT', '+39 3', 'it'],
  ['JP', '+81 90', 'ja'],
  ['BR', '+55 11', 'pt'],
  ['IN', '+91 9', 'en'],
  ['EG', '+20 10', 'ar'],
]

export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const domainOf = (company) =>
  `${slugify(company)
    .replace(/-and-co$/, 'co')
    .replace(/-/g, '')}.example`

/** Unique fictional full names, in a deterministic order. */
export function uniqueNames(r, count, used = new Set()) {
  const names = []
  while (names.length < count) {
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`
    if (used.has(name)) continue
    used.add(name)
    names.push(name)
  }
  return names
}

export function phone(r, prefix) {
  if (prefix.startsWith('+1 ')) return `${prefix} ${r.int(200, 999)} ${String(r.int(0, 9999)).padStart(4, '0')}`
  const pairs = Array.from({ length: 4 }, () => String(r.int(0, 99)).padStart(2, '0'))
  return `${prefix} ${pairs.join(' ')}`
}

export const avatarPath = (n) => `/images/avatars/${((n - 1) % 60) + 1}.svg`

export function isoDate(date) {
  return date.toISOString().slice(0, 10)
}

export function addDays(date, days) {
  return new Date(date.getTime() + days * 86400000)
}

export const round2 = (n) => Math.round(n * 100) / 100
