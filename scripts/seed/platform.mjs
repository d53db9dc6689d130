// Generates the sample data of the business areas Tinder, Fruitz and Models (DECISIONS section 6):
//   seed/models.json, seed/tinder-strategies.json, seed/fruitz-strategies.json,
//   seed/tinder-accounts.json, seed/fruitz-accounts.json and the model portraits
//   public/images/models/m<id>-<n>.svg (flat, illustrated, fictional).
// Deterministic (seeded PRNG, fixed reference date). Run: node scripts/seed/platform.mjs
//
// Phone numbers come only from ranges reserved for fiction:
//   FR +33 6 39 98 xx xx (ARCEP, audiovisual fiction), GB +44 7700 900xxx (Ofcom, drama),
//   US/CA +1 NPA 555 01xx (NANP, fictional use).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { rng } from './lib.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const REF = Date.parse('2026-11-20T09:00:00Z')
const DAY = 86_400_000

const { next: rand, int, pick } = rng(20261120)
const sample = (list, n) => {
  const copy = [...list]
  const out = []
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0])
  return out
}
const iso = (ms) => new Date(Math.round(ms / 60_000) * 60_000).toISOString()
const pad = (n, w = 2) => String(n).padStart(w, '0')

// ------------------------------------------------------------------ models + portraits

const MODEL_NAMES = [
  'Chloé',
  'Inès',
  'Manon',
  'Camille',
  'Léa',
  'Sarah',
  'Jade',
  'Zoé',
  'Louise',
  'Alice',
  'Emma',
  'Lina',
  'Nora',
  'Eva',
  'Julia',
  'Clara',
  'Maya',
  'Romane',
  'Anaïs',
  'Lou',
]
const TAGS = [
  'travel',
  'fitness',
  'music',
  'art',
  'foodie',
  'outdoors',
  'books',
  'cinema',
  'yoga',
  'fashion',
  'photography',
  'gaming',
  'dogs',
  'cats',
  'coffee',
  'dance',
  'tech',
  'surf',
]
const BIO_OPENERS = [
  'Weekend hiker and weekday coffee addict.',
  'Half city girl, half beach lover.',
  'Always planning the next trip.',
  'Bookshop regular with a soft spot for jazz.',
  'Morning runner, evening cook.',
  'Collector of concert tickets and film photos.',
  'Plant parent and brunch enthusiast.',
  'Sketchbook in the bag, sneakers on the feet.',
]
const BIO_ENDINGS = [
  'Tell me your favourite hidden café.',
  'Looking for someone to share long walks and bad puns.',
  'Bonus points if you can cook.',
  'Let us argue about the best pastry in town.',
  'Say hi with your best playlist.',
  'Ask me about my last road trip.',
]
const LANGUAGE_SETS = [
  ['fr'],
  ['fr', 'en'],
  ['fr', 'en', 'es'],
  ['en'],
  ['fr', 'it'],
  ['fr', 'en', 'de'],
  ['fr', 'ar'],
  ['en', 'pt'],
  ['fr', 'nl'],
  ['fr', 'en', 'ar'],
]

const SKIN = ['#ffdbc4', '#f5c6a5', '#eab08c', '#d39b72', '#b97c56', '#8d5a3b', '#6b4128', '#f1c27d']
const HAIR = ['#2b1d14', '#4a2f1b', '#7a4a26', '#b5651d', '#d9a55b', '#e8d29a', '#1f1f2e', '#a8322d', '#5b3a6b']
const TOP = ['#ff4c51', '#4c8dff', '#28c76f', '#ff9f43', '#7367f0', '#00bad1', '#3d4056', '#e66a9e', '#f4f1ea']
const SCENES = [
  ['#ffd6a5', '#ff8fab'], // sunset
  ['#a0e7e5', '#4c8dff'], // sea
  ['#d8f3dc', '#52b788'], // park
  ['#e2d4f7', '#7367f0'], // evening
  ['#fff1c1', '#ffb400'], // golden hour
  ['#f1f1f1', '#bfc6d1'], // studio
]
const STYLES = ['long', 'bob', 'bun', 'curly', 'wavy', 'pony']

function hair(style, c) {
  // [behind the head, over the head]
  switch (style) {
    case 'long':
      return [
        `<path d="M128 190c0-80 144-80 144 0v170h-144z" fill="${c}"/>`,
        `<path d="M134 178c10-62 122-66 132 0-30-26-98-26-132 0z" fill="${c}"/>`,
      ]
    case 'bob':
      return [
        `<path d="M126 196c0-84 148-84 148 0v70c-20 10-128 10-148 0z" fill="${c}"/>`,
        `<path d="M134 186c8-66 124-66 132 0-24-34-108-34-132 0z" fill="${c}"/>`,
      ]
    case 'bun':
      return ['', `<circle cx="200" cy="98" r="30" fill="${c}"/><path d="M138 182c4-64 120-64 124 0-30-28-94-28-124 0z" fill="${c}"/>`]
    case 'curly':
      return [
        `<g fill="${c}"><circle cx="138" cy="220" r="26"/><circle cx="262" cy="220" r="26"/><circle cx="140" cy="262" r="22"/><circle cx="260" cy="262" r="22"/></g>`,
        `<g fill="${c}"><circle cx="150" cy="150" r="30"/><circle cx="200" cy="132" r="34"/><circle cx="250" cy="150" r="30"/><circle cx="134" cy="186" r="22"/><circle cx="266" cy="186" r="22"/></g>`,
      ]
    case 'wavy':
      return [
        `<path d="M124 200c0-88 152-88 152 0 6 40-8 70 4 110h-160c12-40-2-70 4-110z" fill="${c}"/>`,
        `<path d="M134 182c6-60 126-64 132 0-22-10-40-34-66-30-26 4-36 22-66 30z" fill="${c}"/>`,
      ]
    default:
      return [
        `<path d="M250 150c40 10 44 90 20 140" stroke="${c}" stroke-width="26" fill="none" stroke-linecap="round"/>`,
        `<path d="M136 180c6-64 122-66 128 0-30-30-98-30-128 0z" fill="${c}"/>`,
      ]
  }
}

function scene(variant, [a, b], id) {
  const sky = `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="400" height="500" fill="url(#g${id})"/>`
  switch (variant % 4) {
    case 0: // sun and hills
      return `${sky}<circle cx="310" cy="110" r="46" fill="#ffffff" opacity=".55"/><path d="M0 380c80-50 160-40 220-10s130 20 180-10v140H0z" fill="#ffffff" opacity=".25"/>`
    case 1: // waves
      return `${sky}<path d="M0 330c50-20 100 20 150 0s100-20 150 0 70 10 100 0v170H0z" fill="#ffffff" opacity=".3"/><path d="M0 380c50-20 100 20 150 0s100-20 150 0 70 10 100 0v120H0z" fill="#ffffff" opacity=".25"/>`
    case 2: // city
      return `${sky}<g fill="#ffffff" opacity=".28"><rect x="10" y="250" width="50" height="250"/><rect x="70" y="200" width="40" height="300"/><rect x="300" y="220" width="45" height="280"/><rect x="350" y="170" width="40" height="330"/></g>`
    default: // bokeh
      return `${sky}<g fill="#ffffff" opacity=".35"><circle cx="60" cy="80" r="22"/><circle cx="340" cy="60" r="14"/><circle cx="330" cy="300" r="30"/><circle cx="50" cy="330" r="18"/><circle cx="110" cy="40" r="9"/></g>`
  }
}

function portrait(look, n, id) {
  const [back, front] = hair(look.style, look.hair)
  const glasses =
    n === 2
      ? `<g fill="none" stroke="#2b2b38" stroke-width="4"><circle cx="178" cy="210" r="16"/><circle cx="222" cy="210" r="16"/><path d="M194 210h12"/></g>`
      : ''
  const earrings = look.earrings ? `<g fill="#ffd166"><circle cx="141" cy="236" r="6"/><circle cx="259" cy="236" r="6"/></g>` : ''
  const top = n === 3 ? look.top2 : look.top
  const smile = n === 1 ? 'M184 248q16 14 32 0' : 'M186 250q14 8 28 0'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" role="img" aria-label="Illustrated portrait">
${scene(look.scene + n, SCENES[(look.scene + n) % SCENES.length], id)}
<g transform="translate(-40 -80) scale(1.2)">
${back}
<path d="M70 500c10-96 60-130 130-130s120 34 130 130z" fill="${top}"/>
<path d="M176 300h48v60c0 16-48 16-48 0z" fill="${look.skin}"/>
<ellipse cx="200" cy="216" rx="62" ry="74" fill="${look.skin}"/>
<ellipse cx="140" cy="222" rx="10" ry="16" fill="${look.skin}"/><ellipse cx="260" cy="222" rx="10" ry="16" fill="${look.skin}"/>
${front}
<g fill="#2b2b38"><ellipse cx="178" cy="212" rx="6" ry="7"/><ellipse cx="222" cy="212" rx="6" ry="7"/></g>
<g fill="#ff7a8a" opacity=".35"><ellipse cx="166" cy="238" rx="12" ry="7"/><ellipse cx="234" cy="238" rx="12" ry="7"/></g>
<path d="${smile}" stroke="#8c3b3b" stroke-width="4" fill="none" stroke-linecap="round"/>
${glasses}${earrings}
</g>
</svg>
`
}

const modelsDir = `${root}public/images/models/`
rmSync(modelsDir, { recursive: true, force: true })
mkdirSync(modelsDir, { recursive: true })

const models = MODEL_NAMES.map((name, i) => {
  const id = i + 1
  const look = {
    skin: pick(SKIN),
    hair: pick(HAIR),
    style: pick(STYLES),
    top: pick(TOP),
    top2: pick(TOP),
    scene: int(0, SCENES.length - 1),
    earrings: rand() < 0.5,
  }
  const count = int(2, 4)
  const photos = []
  for (let n = 1; n <= count; n++) {
    const file = `m${pad(id)}-${n}.svg`
    writeFileSync(modelsDir + file, portrait(look, n, `${id}${n}`))
    photos.push({ id: `seed-${id}-${n}`, url: `/images/models/${file}` })
  }
  return {
    id,
    name,
    age: int(21, 34),
    bio: `${pick(BIO_OPENERS)} ${pick(BIO_ENDINGS)}`,
    photos,
    tags: sample(TAGS, int(2, 5)).sort(),
    languages: pick(LANGUAGE_SETS),
    createdAt: iso(REF - int(120, 480) * DAY - int(0, 86_000) * 1000),
  }
})

// ------------------------------------------------------------------ strategies

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
const FRUITS = ['cherry', 'grape', 'peach', 'watermelon']

function strategy(id, [name, description, days, from, to, limit, ratio, ageMin, ageMax, km], extra = {}) {
  return {
    id,
    name,
    description,
    dailyLikeLimit: limit,
    likeRatio: ratio,
    activeHours: { from, to },
    activeDays: days,
    ageMin,
    ageMax,
    maxDistanceKm: km,
    ...extra,
    createdAt: iso(REF - int(60, 360) * DAY - int(0, 86_000) * 1000),
  }
}

const WEEK = DAYS.slice(0, 5)
const WEEKEND = ['fri', 'sat', 'sun']
const tinderStrategies = [
  ['Paris evenings', 'Steady likes after work, close to the city centre.', WEEK, '18:00', '23:00', 120, 55, 24, 38, 15],
  ['Weekend boost', 'Heavier activity from Friday evening to Sunday.', WEEKEND, '11:00', '23:30', 300, 70, 22, 40, 30],
  ['Slow and steady', 'Low volume, very selective, every day.', DAYS, '09:00', '21:00', 40, 25, 25, 35, 10],
  ['Gentle warm-up', 'For new accounts: small daily volume to build trust.', DAYS, '10:00', '20:00', 20, 40, 23, 36, 20],
  ['Morning rush', 'Commute hours, wide radius.', WEEK, '07:00', '09:30', 150, 60, 21, 34, 40],
  ['Students nearby', 'Campus areas, younger range.', WEEK, '12:00', '22:00', 200, 65, 18, 26, 8],
  ['Long distance', 'Wide radius for smaller towns.', ['tue', 'thu', 'sat', 'sun'], '17:00', '22:00', 90, 45, 26, 45, 160],
  ['Night owl', 'Late evenings across the week.', DAYS, '21:00', '02:00', 180, 50, 24, 40, 25],
].map((s, i) => strategy(i + 1, s))

const fruitzStrategies = [
  ['Cherry pick', 'Few, very selective likes for serious profiles.', DAYS, '19:00', '23:00', 30, 20, 26, 40, 20, ['cherry']],
  ['Grape escape', 'Casual weekend activity.', WEEKEND, '12:00', '23:59', 150, 60, 22, 35, 25, ['grape']],
  ['Peach weekend', 'Flirty and light on weekends.', ['sat', 'sun'], '14:00', '23:00', 120, 55, 23, 36, 15, ['peach']],
  ['Watermelon summer', 'Open to everything, wide radius.', DAYS, '10:00', '22:00', 250, 75, 21, 38, 60, ['watermelon', 'grape']],
  ['Mixed basket', 'Balanced volume on every fruit.', WEEK, '08:00', '22:00', 100, 50, 24, 42, 30, [...FRUITS]],
  ['Slow juice', 'Warm-up for new Fruitz accounts.', DAYS, '10:00', '18:00', 15, 35, 25, 38, 12, ['cherry', 'peach']],
].map((s, i) => strategy(i + 1, s.slice(0, 10), { fruits: s[10] }))

// ------------------------------------------------------------------ accounts

const PLACES = {
  FR: ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Lille', 'Nantes', 'Toulouse', 'Nice', 'Montpellier', 'Strasbourg', 'Rennes'],
  GB: ['London', 'Manchester', 'Bristol', 'Leeds', 'Edinburgh'],
  US: [
    ['New York', '212'],
    ['Chicago', '312'],
    ['Austin', '512'],
    ['Seattle', '206'],
    ['Boston', '617'],
  ],
  CA: [
    ['Montréal', '514'],
    ['Toronto', '416'],
    ['Vancouver', '604'],
    ['Québec', '418'],
  ],
}
const INITIALS = 'ABCDEFGHJKLMNPRSTV'
const NOTES = [
  '',
  '',
  '',
  'Prefers evening sessions.',
  'Photos refreshed last week.',
  'Verification selfie pending.',
  'Moved from Lyon in the spring.',
  'Good match rate, keep the strategy.',
  'Check the bio wording.',
]

function accounts(platform, count, countryWeights, strategyCount, statusPlan) {
  const used = new Set()
  const rows = []
  for (let i = 0; i < count; i++) {
    const id = i + 1
    const roll = rand()
    let acc = 0
    let country = 'FR'
    for (const [c, w] of countryWeights) {
      acc += w
      if (roll < acc) {
        country = c
        break
      }
    }
    let city
    let phone
    do {
      if (country === 'FR') {
        city = pick(PLACES.FR)
        phone = `+3363998${pad(int(0, 9999), 4)}`
      } else if (country === 'GB') {
        city = pick(PLACES.GB)
        phone = `+447700900${pad(int(0, 999), 3)}`
      } else {
        const [c, npa] = pick(PLACES[country])
        city = c
        phone = `+1${npa}55501${pad(int(0, 99))}`
      }
    } while (used.has(phone))
    used.add(phone)
    const status = statusPlan[i % statusPlan.length]
    const model = models[(i * 7 + int(0, 3)) % models.length]
    const ageDays = status === 'warming' ? int(1, 14) : int(20, 400)
    const createdAt = REF - ageDays * DAY - int(0, 86_000) * 1000
    const likes = status === 'warming' ? int(0, 120) : int(150, 5200)
    const matches = Math.round(likes * (0.02 + rand() * 0.1))
    const lastActive =
      status === 'banned'
        ? createdAt + int(1, Math.max(2, ageDays - 1)) * DAY
        : REF - int(5, 60 * 24 * (status === 'paused' ? 20 : 3)) * 60_000
    rows.push({
      id,
      name: `${model.name} ${INITIALS[int(0, INITIALS.length - 1)]}.`,
      phone,
      modelId: i % 23 === 22 ? null : model.id,
      strategyId: status === 'warming' && rand() < 0.3 ? null : rand() < 0.9 ? int(1, strategyCount) : null,
      status,
      city,
      country,
      createdAt: iso(createdAt),
      lastActiveAt: status === 'verification' && rand() < 0.5 ? null : iso(Math.max(createdAt + 3_600_000, Math.min(lastActive, REF))),
      stats: { likes, matches },
      notes: pick(NOTES),
      ...(platform === 'fruitz' ? { fruit: pick(FRUITS) } : {}),
    })
  }
  return rows
}

// About 45 % active, 20 % warming, 15 % paused, 10 % verification, 10 % banned, interleaved.
const PLAN = [
  'active',
  'warming',
  'active',
  'paused',
  'active',
  'verification',
  'active',
  'warming',
  'banned',
  'active',
  'paused',
  'active',
  'warming',
  'active',
  'verification',
  'paused',
  'active',
  'warming',
  'banned',
  'active',
]

const tinderAccounts = accounts(
  'tinder',
  60,
  [
    ['FR', 0.6],
    ['GB', 0.15],
    ['US', 0.13],
    ['CA', 0.12],
  ],
  tinderStrategies.length,
  PLAN,
)
const fruitzAccounts = accounts(
  'fruitz',
  40,
  [
    ['FR', 0.85],
    ['CA', 0.1],
    ['GB', 0.05],
  ],
  fruitzStrategies.length,
  PLAN,
)

const write = (file, rows) => writeFileSync(`${root}seed/${file}`, `${JSON.stringify(rows, null, 2)}\n`)
write('models.json', models)
write('tinder-strategies.json', tinderStrategies)
write('fruitz-strategies.json', fruitzStrategies)
write('tinder-accounts.json', tinderAccounts)
write('fruitz-accounts.json', fruitzAccounts)
console.log(
  `models ${models.length}, tinder ${tinderAccounts.length}/${tinderStrategies.length}, fruitz ${fruitzAccounts.length}/${fruitzStrategies.length}`,
)
