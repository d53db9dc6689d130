import 'fake-indexeddb/auto'
import { JSDOM } from 'jsdom'
import { setSanitizerWindow } from '@/lib/sanitize-html'

// Handler tests run under node: the sanitiser gets a jsdom window (the browser uses the page's).
if (typeof window === 'undefined') setSanitizerWindow(new JSDOM('').window)
