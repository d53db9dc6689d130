/**
 * The build's pre-rendered screens (Vite plugin, used by vite.config.ts):
 *  - the sign-in screen (issue #8): rendered in every language (./prerender.tsx, through Vite's
 *    module runner) into index.html as `<template id="prerendered-login-{lang}" data-title>`;
 *  - the front pages (issue #21): each page of ./prerender-front.tsx in every language, into its
 *    own copy of the built index.html, `dist/<path>.html` (the preview server answers `/<path>`
 *    with it, the service worker too once it has cached it; every other path gets index.html).
 * Each comes with the inline script that shows the visitor's language in place of the boot loader
 * on a first visit to that path (signed out), inert, with its title and meta description. React
 * renders the live page over it (src/main.tsx waits for the route, so there is no loader between).
 */
import { fileURLToPath } from 'node:url'
import { runnerImport, type AliasOptions, type Plugin, type PluginOption } from 'vite'
import type * as Prerendered from './prerender-build.ts'
import type { PrerenderedPage } from './prerender.tsx'
import { PRERENDERED_QUERIES_ID } from './prerendered-queries-id.ts'

export const PRERENDER_MARK = '<!-- vermilion:prerendered-login -->'
const BLOCK_START = '<!-- vermilion:prerendered -->'
const BLOCK_END = '<!-- /vermilion:prerendered -->'

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The templates of one path's languages and the inline script that shows the visitor's one (the
 * language of `<html lang>`, set from the cookie by index.html's first script).
 */
export function prerenderedBlock(id: string, path: string, pages: Record<string, PrerenderedPage>): string {
  const templates = Object.entries(pages)
    .map(
      ([lang, { markup, title, description }]) =>
        `<template id="prerendered-${id}-${lang}" data-title="${attr(title)}"${description ? ` data-description="${attr(description)}"` : ''}>${markup}</template>`,
    )
    .join('')
  const show = `<script>(function(){if(location.pathname!==${JSON.stringify(path)}||/(?:^|;\\s*)accessToken=/.test(document.cookie))return;var p=document.getElementById(${JSON.stringify(`prerendered-${id}-`)}+document.documentElement.lang),b=document.getElementById('boot');if(!p||!b)return;b.removeAttribute('role');b.removeAttribute('aria-label');b.setAttribute('data-prerendered','');b.inert=true;b.replaceChildren(p.content.cloneNode(true));document.title=p.dataset.title;var d=p.dataset.description,m=document.querySelector('meta[name="description"]');if(d&&m)m.content=d})()</script>`
  return `${BLOCK_START}${templates}${queriesScript(path, pages)}${show}${BLOCK_END}`
}

/**
 * The query data the pages were rendered with, by language, for the live screen's query cache
 * (app/prerendered-queries.ts); nothing when they were rendered without data. JSON in a script
 * element: inert, and `<` escaped so no text in it can close the element.
 */
function queriesScript(path: string, pages: Record<string, PrerenderedPage>): string {
  const byLanguage = Object.fromEntries(
    Object.entries(pages).flatMap(([lang, page]) => (page.queries?.length ? [[lang, page.queries]] : [])),
  )
  if (!Object.keys(byLanguage).length) return ''
  const json = JSON.stringify(byLanguage).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}" data-path="${attr(path)}">${json}</script>`
}

/**
 * A front page's HTML file: the built index.html with the page's block in place of the sign-in
 * screen's, and the default language's title and description for what reads the HTML as it comes.
 */
export function frontPageHtml(
  indexHtml: string,
  path: string,
  pages: Record<string, PrerenderedPage>,
  lang: string,
  fonts: readonly string[] = [],
): string {
  const start = indexHtml.indexOf(BLOCK_START)
  const end = indexHtml.indexOf(BLOCK_END)
  if (start < 0 || end < start) throw new Error('prerender: the built index.html lacks the pre-rendered block')
  const page = pages[lang]
  if (!page) throw new Error(`prerender: ${path} has no ${lang} page`)
  // The page's LCP picture (its eager, high-priority image) is fetched with the HTML's head.
  const lcp = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(page.markup)?.[0]
  const src = lcp && /\bsrc="([^"]+)"/.exec(lcp)?.[1]
  // The text's web fonts too: the pre-rendered text paints in them, so the live page's same text is
  // no larger paint (a later LCP) and shifts nothing (CLS).
  const preload =
    fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />`).join('') +
    (src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high" />` : '')
  return deferEntry(`${indexHtml.slice(0, start)}${prerenderedBlock('page', path, pages)}${indexHtml.slice(end + BLOCK_END.length)}`)
    .replace('</head>', `${preload}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${attr(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${attr(page.description ?? '')}"`)
}

/**
 * A front page's JavaScript starts after its first paint (issue #21): the entry script and its
 * modulepreloads leave the HTML for an inline script that adds them once the pre-rendered page has
 * painted (the frame after the first, or after a second in a tab that paints nothing), so the
 * visitor's first paint and largest paint wait only for the HTML, the CSS and the hero picture,
 * not for ~150 kB of scripts sharing the same link. React then replaces the page as before.
 */
export function deferEntry(html: string): string {
  const entry = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>\s*/.exec(html)
  if (!entry) throw new Error('prerender: the built index.html has no module entry script')
  const preloads = [...html.matchAll(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g)]
  let out = html.replace(entry[0], '')
  for (const [tag] of preloads) out = out.replace(tag, '')
  const cors = entry[1] ? "e.crossOrigin='';" : ''
  const start =
    `<script>(function(){var done=false;function add(t,a){var e=document.createElement(t);${cors}for(var k in a)e[k]=a[k];document.head.appendChild(e)}` +
    `function go(){if(done)return;done=true;${JSON.stringify(preloads.map((p) => p[1]))}.forEach(function(h){add('link',{rel:'modulepreload',href:h})});add('script',{type:'module',src:${JSON.stringify(entry[2])}})}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>`
  return out.replace('</body>', `${start}</body>`)
}

/** The Latin text weights the front pages show above the fold (body, medium, headings). */
const FRONT_FONTS = /^assets\/public-sans-latin-(400|500|600)-normal-[\w-]+\.woff2$/

/** `/front-pages/pricing` → `front-pages/pricing.html`. */
export const htmlFileOf = (path: string) => `${path.replace(/^\//, '')}.html`

export function prerenderPlugin(options: { alias: AliasOptions; define: Record<string, string>; react: () => PluginOption }): Plugin {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const load = () =>
    runnerImport<typeof Prerendered>('/src/app/prerender-build.ts', {
      configFile: false,
      root,
      logLevel: 'error',
      resolve: { alias: options.alias },
      define: options.define,
      plugins: [options.react()],
    }).then((r) => r.module)
  let front: (typeof Prerendered)['front'] = []
  return {
    name: 'vermilion-prerender',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(PRERENDER_MARK)) throw new Error(`index.html lacks ${PRERENDER_MARK}`)
      const { login, ...rest } = await load()
      front = rest.front
      return html.replace(PRERENDER_MARK, prerenderedBlock('login', login.path, login.pages))
    },
    generateBundle: {
      // After Vite's HTML plugin has written the built index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') this.error('prerender: no index.html in the bundle')
        const html = String(index.source)
        const lang = /<html lang="(\w+)"/.exec(html)?.[1] ?? 'fr'
        const fonts = Object.keys(bundle)
          .filter((file) => FRONT_FONTS.test(file))
          .map((file) => `/${file}`)
        for (const { path, pages } of front)
          this.emitFile({ type: 'asset', fileName: htmlFileOf(path), source: frontPageHtml(html, path, pages, lang, fonts) })
      },
    },
  }
}
