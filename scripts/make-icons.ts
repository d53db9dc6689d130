// Renders the app icons (public/icons/*.png) from the logo mark (src/app/layouts/logo.tsx LogoMark)
// with the system Chromium: node scripts/make-icons.ts
// "any" icons keep the mark's rounded square on a transparent background; the maskable icon is
// full-bleed primary with the V inside the safe zone (the inner 80 % circle).
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts'

const PRIMARY = '#FF4C51' // --primary in src/styles/index.css
const V_PATH = 'M8 9h4.2l3.8 10.4L19.8 9H24l-6 15h-4z'

/** The mark exactly as LogoMark draws it (viewBox 32). */
const markSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" rx="9" fill="${PRIMARY}"/><path d="${V_PATH}" fill="#fff"/></svg>`

/** Full-bleed square; the V (15 units tall, centred on 16,16.5) scaled to sit well inside the safe zone. */
const maskableSvg = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" fill="${PRIMARY}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16.5)"><path d="${V_PATH}" fill="#fff"/></g></svg>`

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: markSvg() },
  { file: 'icon-512.png', size: 512, svg: markSvg() },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableSvg(0.9) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskableSvg(1.1) },
]

const out = 'public/icons'
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS })
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 })
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<div style="width:${icon.size}px;height:${icon.size}px">${icon.svg}</div></body></html>`,
    )
    await page.screenshot({ path: `${out}/${icon.file}`, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } })
    await page.close()
    console.log(`${out}/${icon.file}`)
  }
} finally {
  await browser.close()
}
