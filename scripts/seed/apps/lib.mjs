// Shared helpers of the template-app seed generators (academy, calendar, chat, e-commerce,
// email): fictional name lists and people. The seeded PRNG (as `prng`) and the writers of
// seed/*.json and public/** are the common ones of ../lib.mjs.
export { rng as prng, writePublic, writeSeed } from '../lib.mjs'

export const FIRST_NAMES = [
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Manon',
  'Nathan',
  'Inès',
  'Jules',
  'Camille',
  'Adam',
  'Sarah',
  'Lucas',
  'Emma',
  'Yanis',
  'Zoé',
  'Noah',
  'Lina',
  'Gabriel',
  'Jade',
  'Raphaël',
  'Amira',
  'Théo',
  'Nora',
  'Karim',
  'Elise',
  'Malik',
  'Aïcha',
  'Tom',
  'Clara',
  'Idris',
  'Maya',
  'Oscar',
  'Salomé',
  'Rayan',
  'Alice',
  'Mehdi',
  'Juliette',
  'Sacha',
  'Yasmine',
  'Victor',
  'Leila',
  'Arthur',
  'Anaïs',
  'Samir',
  'Romane',
  'Eliott',
  'Fatou',
  'Paul',
  'Mila',
  'Omar',
]
export const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Lefèvre',
  'Moreau',
  'Girard',
  'Roux',
  'Fournier',
  'Lambert',
  'Bonnet',
  'Mercier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Sanchez',
  'Benali',
  'Haddad',
  'Diallo',
  'Traoré',
  'Nguyen',
  'Kowalski',
  'Rossi',
  'Schmidt',
  'Silva',
  'Okafor',
  'Tanaka',
  'Larsen',
  'Costa',
  'Meyer',
  'Ferreira',
  'Mansour',
  'Petit',
  'Garnier',
  'Barbier',
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
