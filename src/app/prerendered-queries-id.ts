/**
 * The element of a pre-rendered front page's HTML that holds its query data (./prerender-plugin.ts
 * writes it, ./prerendered-queries.ts reads it): its own module, so the entry checks for it
 * without holding the code that reads it.
 */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries'
