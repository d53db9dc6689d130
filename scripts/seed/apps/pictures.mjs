// Stylised, fictional illustrations written as plain SVG: product pictures (one per product
// kind), course covers (two per course tag) and e-mail attachment thumbnails. No external assets.

const frame = (bg, body, size = 200) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="24" fill="${bg}"/>${body}</svg>`

/** kind -> { category, bg, body } ; every body is drawn in a 200 x 200 box. */
export const PRODUCT_KINDS = {
  headphones: {
    category: 'Electronics',
    bg: '#E8EEFF',
    body: '<path d="M55 115 v-20 a45 45 0 0 1 90 0 v20" fill="none" stroke="#3B4A6B" stroke-width="10"/><rect x="42" y="108" width="28" height="46" rx="12" fill="#5B6CFF"/><rect x="130" y="108" width="28" height="46" rx="12" fill="#5B6CFF"/>',
  },
  smartphone: {
    category: 'Electronics',
    bg: '#EAF6F1',
    body: '<rect x="68" y="30" width="64" height="140" rx="14" fill="#2E3440"/><rect x="74" y="42" width="52" height="110" rx="6" fill="#7FD1AE"/><circle cx="100" cy="160" r="4" fill="#9AA3B2"/>',
  },
  laptop: {
    category: 'Electronics',
    bg: '#F1EEFF',
    body: '<rect x="45" y="55" width="110" height="72" rx="6" fill="#343A4A"/><rect x="52" y="62" width="96" height="58" rx="3" fill="#A99BFF"/><path d="M30 130 h140 l-10 16 h-120z" fill="#8C93A3"/>',
  },
  smartwatch: {
    category: 'Electronics',
    bg: '#FFF1EC',
    body: '<rect x="82" y="30" width="36" height="140" rx="10" fill="#F08A5D"/><rect x="68" y="68" width="64" height="64" rx="16" fill="#2E3440"/><rect x="76" y="76" width="48" height="48" rx="10" fill="#FFD3BF"/><path d="M100 86 v14 h10" stroke="#2E3440" stroke-width="4" fill="none"/>',
  },
  camera: {
    category: 'Electronics',
    bg: '#EEF3F7',
    body: '<rect x="40" y="68" width="120" height="80" rx="12" fill="#3D4451"/><rect x="70" y="56" width="36" height="16" rx="4" fill="#3D4451"/><circle cx="100" cy="108" r="28" fill="#C9D6E3"/><circle cx="100" cy="108" r="16" fill="#1F242C"/><circle cx="140" cy="82" r="5" fill="#FF6B6B"/>',
  },
  speaker: {
    category: 'Electronics',
    bg: '#EFFAF7',
    body: '<rect x="62" y="36" width="76" height="128" rx="16" fill="#1F6F5C"/><circle cx="100" cy="74" r="14" fill="#BDEBDD"/><circle cx="100" cy="124" r="26" fill="#BDEBDD"/><circle cx="100" cy="124" r="10" fill="#1F6F5C"/>',
  },
  keyboard: {
    category: 'Office',
    bg: '#F4F4F6',
    body: `<rect x="28" y="72" width="144" height="62" rx="10" fill="#4A5060"/>${[0, 1, 2].map((r) => [0, 1, 2, 3, 4, 5, 6, 7].map((c) => `<rect x="${38 + c * 16}" y="${82 + r * 14}" width="12" height="10" rx="2" fill="#D8DBE2"/>`).join('')).join('')}`,
  },
  mug: {
    category: 'Office',
    bg: '#FFF6E5',
    body: '<rect x="58" y="62" width="70" height="88" rx="10" fill="#E9A23B"/><path d="M128 82 h12 a16 16 0 0 1 0 32 h-12" fill="none" stroke="#E9A23B" stroke-width="10"/><path d="M78 40 q8 10 0 18 M98 40 q8 10 0 18" stroke="#C9B99A" stroke-width="4" fill="none"/>',
  },
  notebook: {
    category: 'Office',
    bg: '#EEF2FF',
    body: '<rect x="58" y="36" width="90" height="128" rx="8" fill="#4F6BED"/><rect x="58" y="36" width="16" height="128" fill="#3A51C4"/><rect x="88" y="64" width="46" height="8" rx="4" fill="#DCE3FF"/><rect x="88" y="80" width="32" height="8" rx="4" fill="#DCE3FF"/>',
  },
  backpack: {
    category: 'Accessories',
    bg: '#FDEFF2',
    body: '<path d="M80 50 a20 20 0 0 1 40 0" fill="none" stroke="#B8465B" stroke-width="8"/><rect x="56" y="50" width="88" height="116" rx="28" fill="#D9576F"/><rect x="74" y="110" width="52" height="40" rx="10" fill="#B8465B"/>',
  },
  sunglasses: {
    category: 'Accessories',
    bg: '#FFF8E6',
    body: '<path d="M40 90 h120" stroke="#2E3440" stroke-width="6"/><ellipse cx="70" cy="104" rx="28" ry="22" fill="#2E3440"/><ellipse cx="130" cy="104" rx="28" ry="22" fill="#2E3440"/><path d="M60 96 l12 -6" stroke="#8C93A3" stroke-width="4"/>',
  },
  wallet: {
    category: 'Accessories',
    bg: '#F3EFE9',
    body: '<rect x="42" y="62" width="116" height="80" rx="12" fill="#8B5E3C"/><rect x="110" y="88" width="48" height="30" rx="8" fill="#A97550"/><circle cx="128" cy="103" r="5" fill="#F3EFE9"/>',
  },
  lamp: {
    category: 'Home Decor',
    bg: '#FFFBEA',
    body: '<path d="M70 50 h60 l16 46 h-92z" fill="#F4C542"/><rect x="96" y="96" width="8" height="56" fill="#6B5B3E"/><rect x="70" y="150" width="60" height="12" rx="6" fill="#6B5B3E"/>',
  },
  plant: {
    category: 'Home Decor',
    bg: '#EDF8EE',
    body: '<path d="M100 120 c-30-10-40-40-30-66 c22 8 32 36 30 66z" fill="#4CAF6A"/><path d="M100 120 c26-12 40-36 34-60 c-22 8-34 32-34 60z" fill="#3C9A5A"/><path d="M72 118 h56 l-8 46 h-40z" fill="#C96F4A"/>',
  },
  vase: {
    category: 'Home Decor',
    bg: '#EAF4FB',
    body: '<path d="M84 40 h32 v18 c26 14 30 56 18 84 c-6 14-14 22-34 22 s-28-8-34-22 c-12-28-8-70 18-84z" fill="#3E8EC4"/><path d="M70 104 h60" stroke="#A9D3F0" stroke-width="6"/>',
  },
  armchair: {
    category: 'Home Decor',
    bg: '#F5EEFA',
    body: '<rect x="60" y="46" width="80" height="70" rx="18" fill="#8E5DB5"/><rect x="40" y="90" width="26" height="56" rx="10" fill="#7A4C9E"/><rect x="134" y="90" width="26" height="56" rx="10" fill="#7A4C9E"/><rect x="60" y="112" width="80" height="30" rx="8" fill="#A57AC8"/><rect x="52" y="146" width="8" height="18" fill="#4A3560"/><rect x="140" y="146" width="8" height="18" fill="#4A3560"/>',
  },
  sneaker: {
    category: 'Shoes',
    bg: '#EEF7FF',
    body: '<path d="M34 130 c0-20 10-40 30-44 l24 16 c20 8 50 10 70 14 c12 2 12 26 0 26 h-116 c-6 0-8-6-8-12z" fill="#FF6B57"/><path d="M34 142 h126" stroke="#fff" stroke-width="8"/><path d="M70 100 l10 8 M82 94 l10 8" stroke="#fff" stroke-width="4"/>',
  },
  boot: {
    category: 'Shoes',
    bg: '#F6F1EA',
    body: '<path d="M70 40 h44 v70 c20 4 40 14 44 30 v14 h-98 c-4 0-6-4-6-8z" fill="#7A5230"/><rect x="54" y="148" width="104" height="12" rx="4" fill="#3E2A18"/>',
  },
  gamepad: {
    category: 'Games',
    bg: '#EFEFFF',
    body: '<path d="M50 80 h100 c20 0 30 50 16 64 c-10 10-24 0-34-14 h-64 c-10 14-24 24-34 14 c-14-14-4-64 16-64z" fill="#3F3D99"/><path d="M66 104 h20 M76 94 v20" stroke="#fff" stroke-width="6"/><circle cx="126" cy="98" r="6" fill="#FFC857"/><circle cx="140" cy="112" r="6" fill="#FF6B6B"/>',
  },
  dice: {
    category: 'Games',
    bg: '#FFF0F0',
    body: '<rect x="50" y="50" width="100" height="100" rx="20" fill="#E94B4B" transform="rotate(-10 100 100)"/><g fill="#fff"><circle cx="76" cy="80" r="8"/><circle cx="100" cy="100" r="8"/><circle cx="124" cy="120" r="8"/><circle cx="78" cy="122" r="8"/><circle cx="122" cy="78" r="8"/></g>',
  },
}

export const productSvg = (kind) => frame(PRODUCT_KINDS[kind].bg, PRODUCT_KINDS[kind].body)

const COURSE_ART = {
  'web-1': [
    '#E8EEFF',
    '<rect x="60" y="40" width="280" height="160" rx="12" fill="#fff" stroke="#5B6CFF" stroke-width="4"/><rect x="60" y="40" width="280" height="26" rx="12" fill="#5B6CFF"/><path d="M150 110 l-26 22 26 22 M250 110 l26 22 -26 22 M214 100 l-28 64" stroke="#3B4A6B" stroke-width="8" fill="none" stroke-linecap="round"/>',
  ],
  'web-2': [
    '#EAF6F1',
    '<rect x="80" y="50" width="240" height="140" rx="14" fill="#1F6F5C"/><rect x="100" y="76" width="120" height="12" rx="6" fill="#7FD1AE"/><rect x="120" y="100" width="150" height="12" rx="6" fill="#BDEBDD"/><rect x="120" y="124" width="90" height="12" rx="6" fill="#BDEBDD"/><rect x="100" y="148" width="60" height="12" rx="6" fill="#7FD1AE"/>',
  ],
  'design-1': [
    '#FFF1EC',
    '<path d="M90 170 C120 40 280 40 310 170" fill="none" stroke="#F08A5D" stroke-width="8"/><rect x="80" y="160" width="20" height="20" fill="#fff" stroke="#2E3440" stroke-width="4"/><rect x="300" y="160" width="20" height="20" fill="#fff" stroke="#2E3440" stroke-width="4"/><circle cx="200" cy="74" r="12" fill="#2E3440"/><path d="M120 74 h160" stroke="#2E3440" stroke-width="3" stroke-dasharray="8 6"/>',
  ],
  'design-2': [
    '#F4F4F6',
    '<rect x="70" y="60" width="60" height="120" rx="10" fill="#FF6B57"/><rect x="140" y="60" width="60" height="120" rx="10" fill="#FFC857"/><rect x="210" y="60" width="60" height="120" rx="10" fill="#4CAF6A"/><rect x="280" y="60" width="60" height="120" rx="10" fill="#4F6BED"/>',
  ],
  'psychology-1': [
    '#F5EEFA',
    '<circle cx="170" cy="110" r="50" fill="#A57AC8"/><circle cx="230" cy="110" r="50" fill="#8E5DB5"/><circle cx="200" cy="140" r="40" fill="#7A4C9E"/><path d="M200 70 v110" stroke="#F5EEFA" stroke-width="6"/>',
  ],
  'psychology-2': [
    '#FFF8E6',
    '<rect x="80" y="50" width="150" height="80" rx="20" fill="#E9A23B"/><path d="M110 130 l-10 30 34-30z" fill="#E9A23B"/><rect x="180" y="110" width="140" height="74" rx="20" fill="#3E8EC4"/><path d="M290 184 l10 24 -34-24z" fill="#3E8EC4"/>',
  ],
  'uiux-1': [
    '#EEF2FF',
    '<rect x="70" y="40" width="260" height="160" rx="10" fill="#fff" stroke="#4F6BED" stroke-width="4"/><rect x="86" y="56" width="70" height="128" rx="6" fill="#DCE3FF"/><rect x="170" y="56" width="144" height="52" rx="6" fill="#A9B8FF"/><rect x="170" y="120" width="68" height="64" rx="6" fill="#DCE3FF"/><rect x="246" y="120" width="68" height="64" rx="6" fill="#DCE3FF"/>',
  ],
  'uiux-2': [
    '#EDF8EE',
    '<rect x="110" y="30" width="80" height="180" rx="14" fill="#2E3440"/><rect x="118" y="44" width="64" height="150" rx="6" fill="#BDEBC9"/><rect x="210" y="50" width="80" height="160" rx="14" fill="#3C9A5A"/><rect x="218" y="64" width="64" height="40" rx="6" fill="#EDF8EE"/><rect x="218" y="112" width="64" height="12" rx="6" fill="#EDF8EE"/>',
  ],
  'art-1': [
    '#FDEFF2',
    '<path d="M200 40 c70 0 120 40 120 90 c0 30-30 30-50 24 c-20-6-30 10-24 30 c6 20-10 36-46 36 c-70 0-120-40-120-90 s50-90 120-90z" fill="#F3C6CF"/><circle cx="150" cy="100" r="14" fill="#D9576F"/><circle cx="200" cy="80" r="14" fill="#4F6BED"/><circle cx="250" cy="100" r="14" fill="#FFC857"/><circle cx="140" cy="150" r="14" fill="#4CAF6A"/>',
  ],
  'art-2': [
    '#EAF4FB',
    '<path d="M60 200 l90-110 60 70 40-40 90 80z" fill="#3E8EC4"/><path d="M150 90 l20 24 -20-6 -20 6z" fill="#fff"/><circle cx="300" cy="70" r="24" fill="#F4C542"/>',
  ],
}

export const COURSE_IMAGES = Object.keys(COURSE_ART)

export function courseSvg(name) {
  const [bg, body] = COURSE_ART[name]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240"><rect width="400" height="240" rx="16" fill="${bg}"/>${body}</svg>`
}

const ATTACHMENT_COLOURS = { txt: '#6B7280', csv: '#1F8F4E', svg: '#E36414', md: '#3E63DD' }

/** A file-type thumbnail: a page with a folded corner and the extension written on it. */
export function attachmentSvg(ext) {
  const colour = ATTACHMENT_COLOURS[ext]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><path d="M12 4 h18 l10 10 v30 h-28z" fill="#fff" stroke="${colour}" stroke-width="2"/><path d="M30 4 v10 h10" fill="none" stroke="${colour}" stroke-width="2"/><rect x="6" y="26" width="30" height="13" rx="3" fill="${colour}"/><text x="21" y="35.5" font-family="sans-serif" font-size="8" font-weight="700" fill="#fff" text-anchor="middle">${ext.toUpperCase()}</text></svg>`
}
