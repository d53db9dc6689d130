import 'fake-indexeddb/auto'
import { JSDOM } from 'jsdom'
import { setSanitizerWindow } from '@/lib/sanitize-html'
// The route registry hands its paths to `linkTo` (lib/paths.ts), as the app's entry does.
import '@/app/routes'

// Handler tests run under node: the sanitiser gets a jsdom window (the browser uses the page's).
if (typeof window === 'undefined') setSanitizerWindow(new JSDOM('').window)
