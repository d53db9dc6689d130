import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * Web app manifest (used by vite.config.ts). Colours are the tokens of src/styles/index.css
 * (--primary, light --bg). Icons: public/icons/, rendered from the logo by scripts/make-icons.ts.
 */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Vermilion',
  short_name: 'Vermilion',
  description: 'Vermilion admin console',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#FF4C51',
  background_color: '#F4F5FA',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
