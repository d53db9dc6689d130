// Generates small local pictures used by the seeds: fictional project logos
// (public/images/projects/1-8.svg), sales product pictures (public/images/sales/<kind>.svg) and the
// profile cover (public/images/profile/cover.svg). Deterministic. Run: node scripts/seed/pictures.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'

const root = fileURLToPath(new URL('../../public/images/', import.meta.url))
const svg = (body, view = '0 0 100 100') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}">${body}</svg>\n`

function write(dir, name, content) {
  mkdirSync(`${root}${dir}`, { recursive: true })
  writeFileSync(`${root}${dir}/${name}.svg`, content)
}

// Project logos: abstract geometric marks on a tinted tile (fictional, no real brand).
const LOGOS = [
  ['#00bad1', '<circle cx="50" cy="50" r="26" fill="none" stroke="#fff" stroke-width="7"/><circle cx="50" cy="50" r="9" fill="#fff"/>'],
  ['#28c76f', '<path d="M50 22l28 48H22z" fill="#fff"/><path d="M50 44l10 18H40z" fill="#28c76f"/>'],
  ['#7367f0', '<path d="M50 20l26 15v30L50 80 24 65V35z" fill="#fff"/><path d="M50 36l12 7v14l-12 7-12-7V43z" fill="#7367f0"/>'],
  [
    '#ff4c51',
    '<rect x="30" y="30" width="40" height="40" rx="6" transform="rotate(45 50 50)" fill="#fff"/><circle cx="50" cy="50" r="8" fill="#ff4c51"/>',
  ],
  [
    '#ff9f43',
    '<g fill="#fff"><rect x="24" y="52" width="12" height="24" rx="3"/><rect x="44" y="38" width="12" height="38" rx="3"/><rect x="64" y="24" width="12" height="52" rx="3"/></g>',
  ],
  [
    '#4c8dff',
    '<g fill="#fff" opacity=".9"><circle cx="40" cy="44" r="16"/><circle cx="60" cy="44" r="16" opacity=".7"/><circle cx="50" cy="62" r="16" opacity=".55"/></g>',
  ],
  [
    '#e66a9e',
    '<path d="M18 58c10-16 22-16 32 0s22 16 32 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/><path d="M18 40c10-16 22-16 32 0s22 16 32 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".6"/>',
  ],
  ['#3d4056', '<path d="M50 20l8 20 22 2-17 14 5 22-18-12-18 12 5-22-17-14 22-2z" fill="#ff9f43"/>'],
]
LOGOS.forEach(([bg, mark], i) => write('projects', String(i + 1), svg(`<rect width="100" height="100" rx="22" fill="${bg}"/>${mark}`)))

// Sales product pictures: one flat object each on a soft background.
const BG = '<rect width="100" height="100" rx="12" fill="#f3f2f7"/>'
const PRODUCTS = {
  watch:
    '<rect x="40" y="14" width="20" height="72" rx="6" fill="#3d4056"/><circle cx="50" cy="50" r="20" fill="#fff" stroke="#3d4056" stroke-width="5"/><path d="M50 38v13l8 5" stroke="#ff4c51" stroke-width="3" fill="none" stroke-linecap="round"/>',
  headphones:
    '<path d="M22 60V50a28 28 0 0 1 56 0v10" fill="none" stroke="#3d4056" stroke-width="7"/><rect x="16" y="54" width="16" height="26" rx="6" fill="#ff4c51"/><rect x="68" y="54" width="16" height="26" rx="6" fill="#ff4c51"/>',
  sneaker:
    '<path d="M14 64c0-10 6-24 12-26 6 10 20 12 30 12l24 8c6 2 8 6 8 10v4H14z" fill="#4c8dff"/><rect x="14" y="70" width="74" height="8" rx="4" fill="#fff" stroke="#3d4056" stroke-width="2"/>',
  phone:
    '<rect x="32" y="12" width="36" height="76" rx="8" fill="#3d4056"/><rect x="36" y="20" width="28" height="58" rx="3" fill="#7367f0"/><circle cx="50" cy="83" r="2.5" fill="#fff"/>',
  laptop:
    '<rect x="22" y="24" width="56" height="38" rx="4" fill="#3d4056"/><rect x="26" y="28" width="48" height="30" fill="#00bad1"/><path d="M12 66h76l-6 10H18z" fill="#a5a3ae"/>',
  camera:
    '<rect x="16" y="32" width="68" height="46" rx="8" fill="#3d4056"/><rect x="26" y="24" width="18" height="10" rx="3" fill="#3d4056"/><circle cx="52" cy="55" r="16" fill="#fff"/><circle cx="52" cy="55" r="10" fill="#4c8dff"/><circle cx="74" cy="40" r="3" fill="#ff9f43"/>',
  mug: '<path d="M26 30h40v40a10 10 0 0 1-10 10H36a10 10 0 0 1-10-10z" fill="#ff9f43"/><path d="M66 40h6a9 9 0 0 1 0 18h-6" fill="none" stroke="#ff9f43" stroke-width="6"/><path d="M38 18c0 6 6 6 6 0M50 18c0 6 6 6 6 0" stroke="#a5a3ae" stroke-width="3" fill="none"/>',
  chair:
    '<rect x="28" y="16" width="44" height="40" rx="10" fill="#28c76f"/><rect x="22" y="52" width="56" height="14" rx="6" fill="#1f9d57"/><path d="M30 66l-4 20M70 66l4 20" stroke="#8a5a2b" stroke-width="5" stroke-linecap="round"/>',
  lamp: '<path d="M34 16h32l10 28H24z" fill="#ff9f43"/><rect x="47" y="44" width="6" height="34" fill="#3d4056"/><rect x="32" y="78" width="36" height="8" rx="4" fill="#3d4056"/>',
  backpack:
    '<rect x="26" y="22" width="48" height="64" rx="14" fill="#7367f0"/><rect x="34" y="52" width="32" height="24" rx="6" fill="#5e50ee"/><path d="M40 22a10 10 0 0 1 20 0" fill="none" stroke="#3d4056" stroke-width="5"/>',
  sunglasses:
    '<path d="M10 42h80" stroke="#3d4056" stroke-width="5"/><path d="M16 42h28l-3 16a10 10 0 0 1-10 8h-4a10 10 0 0 1-10-9zM56 42h28l-1 15a10 10 0 0 1-10 9h-4a10 10 0 0 1-10-8z" fill="#3d4056"/>',
  speaker:
    '<rect x="18" y="30" width="64" height="42" rx="20" fill="#00bad1"/><circle cx="38" cy="51" r="10" fill="#fff"/><circle cx="62" cy="51" r="10" fill="#fff"/><circle cx="38" cy="51" r="4" fill="#3d4056"/><circle cx="62" cy="51" r="4" fill="#3d4056"/>',
}
for (const [name, body] of Object.entries(PRODUCTS)) write('sales', name, svg(BG + body))

// Profile cover: soft waves in the primary tint.
write(
  'profile',
  'cover',
  svg(
    '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ff4c51"/><stop offset="1" stop-color="#ff9f43"/></linearGradient></defs>' +
      '<rect width="1200" height="250" fill="url(#g)"/><path d="M0 170c200-60 400 40 600-10s400-60 600 10v80H0z" fill="#fff" opacity=".18"/>' +
      '<path d="M0 200c240-40 420 30 640-5s360-40 560 0v55H0z" fill="#fff" opacity=".22"/><circle cx="980" cy="70" r="46" fill="#fff" opacity=".15"/>',
    '0 0 1200 250',
  ),
)
console.log(`wrote pictures to ${root}`)
