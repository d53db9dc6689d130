// Renders the small raster copies of the seeded model portraits (public/images/models/*.svg) that
// list rows show as 36-48 px avatars: node scripts/make-thumbs.ts
// An SVG <img> is a document of its own (parse, style, layout, paint on the main thread: ~5-15 ms
// each at 4x CPU), a WebP is decoded off the main thread. Square, cropped to the middle as the
// avatar's object-cover crops it; 96 px covers a 48 px avatar at 2x.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts'

export const THUMB_SIZE = 96
const from = 'public/images/models'
const out = `${from}/thumbs`
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({ executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: THUMB_SIZE, height: THUMB_SIZE } })
const cdp = await page.context().newCDPSession(page)
const files = readdirSync(from).filter((f) => f.endsWith('.svg'))
for (const file of files) {
  const svg = readFileSync(`${from}/${file}`, 'utf8')
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  await page.setContent(
    `<html><body style="margin:0"><img src="${src}" style="display:block;width:${THUMB_SIZE}px;height:${THUMB_SIZE}px;object-fit:cover"></body></html>`,
  )
  await page.waitForFunction(() => document.images[0]?.complete)
  const shot = (await cdp.send('Page.captureScreenshot', {
    format: 'webp',
    quality: 85,
    clip: { x: 0, y: 0, width: THUMB_SIZE, height: THUMB_SIZE, scale: 1 },
  })) as { data: string }
  writeFileSync(`${out}/${file.replace(/\.svg$/, '.webp')}`, Buffer.from(shot.data, 'base64'))
}
await browser.close()
console.log(`${files.length} thumbnails in ${out}`)
