// Simple flat country flags, all in a 3:2 box (30 x 20), written to public/images/flags/<iso2>.svg.
// Simplified (no coats of arms or calligraphy) but recognisable; used by the customers list and the
// OTP country catalog.

const vertical = (a, b, c) =>
  `<rect width="10" height="20" fill="${a}"/><rect x="10" width="10" height="20" fill="${b}"/><rect x="20" width="10" height="20" fill="${c}"/>`
const horizontal = (a, b, c) =>
  `<rect width="30" height="6.67" fill="${a}"/><rect y="6.67" width="30" height="6.66" fill="${b}"/><rect y="13.33" width="30" height="6.67" fill="${c}"/>`

/** A five-pointed star centred on (cx, cy) with outer radius r. */
function star(cx, cy, r, attrs) {
  const points = []
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382
    const angle = (Math.PI / 5) * i - Math.PI / 2
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`)
  }
  return `<polygon points="${points.join(' ')}" ${attrs}/>`
}

/** The pentagram outline of Morocco (a star drawn with its five lines). */
function pentagram(cx, cy, r, attrs) {
  const pts = []
  for (let i = 0; i < 5; i++) {
    const angle = ((Math.PI * 2) / 5) * ((i * 2) % 5) - Math.PI / 2
    pts.push(`${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`)
  }
  return `<polygon points="${pts.join(' ')}" fill="none" ${attrs}/>`
}

/** Union Jack drawn in a 60 x 30 box, placed at (x, y) with size (w, h). */
const unionJack = (x, y, w, h) => `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 60 30" preserveAspectRatio="none">
<clipPath id="uj"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>
<rect width="60" height="30" fill="#012169"/>
<path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/>
<path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#uj)" stroke="#C8102E" stroke-width="4"/>
<path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"/>
<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/>
</svg>`

function usStripes() {
  let out = ''
  const h = 20 / 13
  for (let i = 0; i < 13; i++)
    out += `<rect y="${(i * h).toFixed(3)}" width="30" height="${h.toFixed(3)}" fill="${i % 2 ? '#fff' : '#B22234'}"/>`
  out += `<rect width="12" height="${(7 * h).toFixed(3)}" fill="#3C3B6E"/>`
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 6; col++) out += `<circle cx="${1 + col * 2}" cy="${1.1 + row * 2}" r="0.45" fill="#fff"/>`
  return out
}

function chakra() {
  let spokes = ''
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 12) * i
    spokes += `<line x1="${(15 - 2.6 * Math.cos(a)).toFixed(2)}" y1="${(10 - 2.6 * Math.sin(a)).toFixed(2)}" x2="${(15 + 2.6 * Math.cos(a)).toFixed(2)}" y2="${(10 + 2.6 * Math.sin(a)).toFixed(2)}" stroke="#000080" stroke-width="0.2"/>`
  }
  return `<circle cx="15" cy="10" r="2.8" fill="none" stroke="#000080" stroke-width="0.45"/>${spokes}`
}

const crescent = (cx, cy, r, shift, fill, id) =>
  `<mask id="${id}"><rect width="30" height="20" fill="#fff"/><circle cx="${cx + shift}" cy="${cy}" r="${r * 0.8}" fill="#000"/></mask><circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" mask="url(#${id})"/>`

const mapleLeaf =
  '<path d="M15 3.2 l1.1 2.2 1.3-.6 -.5 3.1 1.9-2 .5 1.1 2-.4 -.7 2.2 .9.4 -3.3 2.8 .4 1.2 -3.1-.5 .1 3.3 h-.9 l.1-3.3 -3.1.5 .4-1.2 -3.3-2.8 .9-.4 -.7-2.2 2 .4 .5-1.1 1.9 2 -.5-3.1 1.3.6z" fill="#D52B1E"/>'

export const FLAGS = {
  fr: vertical('#0055A4', '#FFFFFF', '#EF4135'),
  be: vertical('#000000', '#FDDA24', '#EF3340'),
  it: vertical('#009246', '#FFFFFF', '#CE2B37'),
  ci: vertical('#F77F00', '#FFFFFF', '#009E60'),
  sn: `${vertical('#00853F', '#FDEF42', '#E31B23')}${star(15, 10, 3, 'fill="#00853F"')}`,
  mx: `${vertical('#006847', '#FFFFFF', '#CE1126')}<circle cx="15" cy="10" r="2.4" fill="#8C5A2B"/><path d="M12.8 11.4 q2.2 2 4.4 0" stroke="#006847" stroke-width="0.6" fill="none"/>`,
  de: horizontal('#000000', '#DD0000', '#FFCE00'),
  nl: horizontal('#AE1C28', '#FFFFFF', '#21468B'),
  in: `${horizontal('#FF9933', '#FFFFFF', '#138808')}${chakra()}`,
  eg: `${horizontal('#CE1126', '#FFFFFF', '#000000')}<path d="M15 7.6 l1.4 1.2 -.4 2.8 h-2 l-.4-2.8z" fill="#C09300"/>`,
  es: '<rect width="30" height="20" fill="#AA151B"/><rect y="5" width="30" height="10" fill="#F1BF00"/><rect x="7" y="7.6" width="3.2" height="4.8" rx="0.6" fill="#AA151B" opacity="0.85"/>',
  pl: '<rect width="30" height="20" fill="#DC143C"/><rect width="30" height="10" fill="#FFFFFF"/>',
  ch: '<rect width="30" height="20" fill="#DA291C"/><rect x="13" y="4" width="4" height="12" fill="#fff"/><rect x="9" y="8" width="12" height="4" fill="#fff"/>',
  ca: `<rect width="30" height="20" fill="#fff"/><rect width="7.5" height="20" fill="#D52B1E"/><rect x="22.5" width="7.5" height="20" fill="#D52B1E"/>${mapleLeaf}`,
  us: usStripes(),
  gb: unionJack(0, 0, 30, 20),
  au: `<rect width="30" height="20" fill="#012169"/>${unionJack(0, 0, 15, 10)}${star(7.5, 15, 2, 'fill="#fff"')}${star(22.5, 4, 1, 'fill="#fff"')}${star(19.5, 9, 1, 'fill="#fff"')}${star(25.5, 8, 1, 'fill="#fff"')}${star(22.5, 16, 1.1, 'fill="#fff"')}`,
  pt: `<rect width="30" height="20" fill="#DA291C"/><rect width="12" height="20" fill="#046A38"/><circle cx="12" cy="10" r="3.4" fill="#FFE900"/><circle cx="12" cy="10" r="2" fill="#DA291C"/><rect x="11" y="9" width="2" height="2.4" rx="0.4" fill="#fff"/>`,
  jp: '<rect width="30" height="20" fill="#fff"/><circle cx="15" cy="10" r="6" fill="#BC002D"/>',
  // The large star and the four small ones turned towards it.
  cn: `<rect width="30" height="20" fill="#EE1C25"/>${star(5, 5, 3, 'fill="#FFDE00"')}${[
    [10, 2],
    [12, 4],
    [12, 7],
    [10, 9],
  ]
    .map(([x, y]) =>
      star(x, y, 1, `fill="#FFDE00" transform="rotate(${((Math.atan2(y - 5, x - 5) * 180) / Math.PI + 90).toFixed(1)} ${x} ${y})"`),
    )
    .join('')}`,
  se: '<rect width="30" height="20" fill="#006AA7"/><rect x="9.4" width="3.8" height="20" fill="#FECC00"/><rect y="8" width="30" height="4" fill="#FECC00"/>',
  ma: `<rect width="30" height="20" fill="#C1272D"/>${pentagram(15, 10.4, 4.6, 'stroke="#006233" stroke-width="0.9" stroke-linejoin="round"')}`,
  dz: `<rect width="15" height="20" fill="#006233"/><rect x="15" width="15" height="20" fill="#fff"/>${crescent(15.5, 10, 5, 1.3, '#D21034', 'dzc')}${star(18, 10, 2.3, 'fill="#D21034"')}`,
  tn: `<rect width="30" height="20" fill="#E70013"/><circle cx="15" cy="10" r="5" fill="#fff"/>${crescent(14.5, 10, 3.8, 1, '#E70013', 'tnc')}${star(16.2, 10, 2.2, 'fill="#E70013"')}`,
  br: '<rect width="30" height="20" fill="#009C3B"/><polygon points="15,2 28,10 15,18 2,10" fill="#FFDF00"/><circle cx="15" cy="10" r="4.6" fill="#002776"/><path d="M10.6 9 q4.4-1.6 8.8 1.2" stroke="#fff" stroke-width="0.7" fill="none"/>',
  ae: '<rect width="30" height="20" fill="#fff"/><rect width="30" height="6.67" fill="#00732F"/><rect y="13.33" width="30" height="6.67" fill="#000"/><rect width="7.5" height="20" fill="#FF0000"/>',
  sa: '<rect width="30" height="20" fill="#006C35"/><path d="M8 8 q2-2 4 0 t4 0 t4 0 t2-1" stroke="#fff" stroke-width="0.9" fill="none"/><path d="M8 13 h13 l1.5-.8 -1.5-.8 h-.2" stroke="#fff" stroke-width="0.7" fill="none"/><rect x="7.4" y="12.5" width="1.2" height="1" fill="#fff"/>',
}

export function flagSvg(code) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20">${FLAGS[code]}</svg>`
}
