import { existsSync } from 'node:fs'

/** The system Chromium (no browser downloads work here). */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ]
  return candidates.find((p) => p && existsSync(p))
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Chromium's new headless mode opens a browser window for each context, and each window preloads
 * the omnibox popup's WebUI (chrome://omnibox-popup.top-chrome, in a renderer of its own): ~0.4 s of
 * CPU per context on this machine, beside the page under test (0.45 s per `newPage`, 0.33 s
 * without). Chromium reads only the last `--disable-features`, so this one repeats Playwright's
 * own list (playwright-core 1.65, server/chromium/chromiumSwitches) before adding those features.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]
const OMNIBOX_WEBUI = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/** The flags for a Chromium that Playwright launches (chrome-launcher has its own features list). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
]
