// Generates public/images/avatars/1.svg … 60.svg: friendly flat illustrated busts, fictional,
// deterministic (seeded PRNG). Run: node scripts/seed/avatars.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { mulberry32 } from './lib.mjs'

const COUNT = 60
const out = fileURLToPath(new URL('../../public/images/avatars/', import.meta.url))

const SKIN = ['#ffdbc4', '#f5c6a5', '#eab08c', '#d39b72', '#b97c56', '#8d5a3b', '#6b4128', '#f1c27d']
const HAIR = ['#2b1d14', '#4a2f1b', '#7a4a26', '#b5651d', '#d9a55b', '#e8d29a', '#1f1f2e', '#8a8a8a', '#a8322d']
const BG = ['#fde2e3', '#e3f0fd', '#e6f7ec', '#fff1d6', '#efe5fb', '#dff6f5', '#fbe6f3', '#ecefe3']
const SHIRT = ['#ff4c51', '#4c8dff', '#28c76f', '#ff9f43', '#7367f0', '#00bad1', '#3d4056', '#e66a9e']

const pick = (rand, list) => list[Math.floor(rand() * list.length)]

/** Hair drawn behind the head (long styles) and on top of it (fringe, bun, curls). */
function hairParts(style, color) {
  switch (style) {
    case 'long':
      return [
        `<path d="M30 46c0-22 40-22 40 0v30H30z" fill="${color}"/>`,
        `<path d="M32 42c2-14 34-16 36 0-8-6-26-6-36 0z" fill="${color}"/>`,
      ]
    case 'bun':
      return ['', `<circle cx="50" cy="22" r="8" fill="${color}"/><path d="M33 42c1-16 33-16 34 0-9-7-25-7-34 0z" fill="${color}"/>`]
    case 'curly':
      return [
        '',
        `<g fill="${color}"><circle cx="38" cy="32" r="8"/><circle cx="50" cy="28" r="9"/><circle cx="62" cy="32" r="8"/><circle cx="33" cy="41" r="5"/><circle cx="67" cy="41" r="5"/></g>`,
      ]
    case 'side':
      return ['', `<path d="M33 44c-1-18 34-20 35-2-12-8-22 0-35 2z" fill="${color}"/>`]
    case 'bald':
      return ['', '']
    default:
      return ['', `<path d="M33 42c0-16 34-16 34 0-6-5-28-5-34 0z" fill="${color}"/>`]
  }
}

function avatar(n) {
  const rand = mulberry32(n * 7919 + 17)
  const skin = pick(rand, SKIN)
  const hairColor = pick(rand, HAIR)
  const bg = pick(rand, BG)
  const shirt = pick(rand, SHIRT)
  const style = pick(rand, ['short', 'long', 'bun', 'curly', 'side', 'short', 'long', 'bald'])
  const glasses = rand() < 0.22
  const beard = style !== 'long' && style !== 'bun' && rand() < 0.2
  const [back, front] = hairParts(style, hairColor)
  const eyes = '<g fill="#2b2b33"><circle cx="44" cy="47" r="2"/><circle cx="56" cy="47" r="2"/></g>'
  const smile = '<path d="M45 55q5 4 10 0" stroke="#7a3b2e" stroke-width="2" fill="none" stroke-linecap="round"/>'
  const cheeks = '<g fill="#ff8a80" opacity=".35"><circle cx="40" cy="53" r="3"/><circle cx="60" cy="53" r="3"/></g>'
  const glassesSvg = glasses
    ? '<g fill="none" stroke="#2b2b33" stroke-width="1.5"><circle cx="44" cy="47" r="4.5"/><circle cx="56" cy="47" r="4.5"/><path d="M48.5 47h3"/></g>'
    : ''
  const beardSvg = beard ? `<path d="M36 52q14 18 28 0v4q-14 14-28 0z" fill="${hairColor}"/>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${bg}"/>${back}<path d="M18 100c2-18 14-26 32-26s30 8 32 26z" fill="${shirt}"/><rect x="44" y="60" width="12" height="16" rx="5" fill="${skin}"/><ellipse cx="50" cy="47" rx="17" ry="19" fill="${skin}"/>${front}${beardSvg}${eyes}${glassesSvg}${cheeks}${smile}</svg>\n`
}

mkdirSync(out, { recursive: true })
for (let n = 1; n <= COUNT; n++) writeFileSync(`${out}${n}.svg`, avatar(n))
console.log(`wrote ${COUNT} avatars to ${out}`)
