/**
 * What the build pre-renders (./prerender-plugin.ts imports this module through Vite's module
 * runner): rendered while the module loads, because the runner is closed once the import has
 * resolved (the front pages are lazy modules of the registry, imported as they render).
 */
import { renderFrontPages } from './prerender-front'
import { PRERENDERED_PATH, renderLoginPages } from './prerender'

export const login = { path: PRERENDERED_PATH, pages: await renderLoginPages() }
export const front = await renderFrontPages()
