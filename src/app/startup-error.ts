import fr from '@/i18n/locales/fr/startup.json'
import en from '@/i18n/locales/en/startup.json'
import ar from '@/i18n/locales/ar/startup.json'

/** What failed: the mock database or its worker (`storage`), or the app's own code or locale (`load`). */
export type StartupFailure = 'storage' | 'load'

// Bundled (three small files): the card must show even when loading a locale file is what failed.
const TEXTS = { fr, en, ar }

/**
 * Shown when the app cannot start (private mode, quota, blocked storage, a file that did not
 * load): a translated message in the language the boot script chose (`<html lang>`), the raw
 * error only behind a "details" toggle. Plain DOM: React may not be running.
 */
export function showStartupError(error: unknown, failure: StartupFailure = 'storage', doc: Document = document): void {
  console.error(error)
  const lang = doc.documentElement.lang
  const text = TEXTS[lang === 'en' || lang === 'ar' ? lang : 'fr']
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, css: string, content?: string) => {
    const node = doc.createElement(tag)
    node.style.cssText = css
    if (content !== undefined) node.textContent = content
    return node
  }
  const box = el(
    'div',
    'position:fixed;inset:0;z-index:100;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--bg,#f4f5fa);font-family:Public Sans,system-ui,sans-serif',
  )
  box.setAttribute('role', 'alert')
  box.dataset.testid = 'startup-error'
  const card = el(
    'div',
    'max-width:480px;padding:32px;border-radius:12px;background:var(--surface,#fff);color:var(--text,#2e263d);box-shadow:0 6px 20px rgba(0,0,0,.15)',
  )
  const title = el('h1', 'margin:0 0 12px;font-size:22px', text.title)
  const message = el('p', 'margin:0', text[failure])
  const details = el('details', 'margin-top:12px;font-size:13px')
  details.append(
    el('summary', 'cursor:pointer', text.details),
    el('pre', 'white-space:pre-wrap;overflow-wrap:anywhere;margin:8px 0 0', describe(error)),
  )
  const reload = el(
    'button',
    'margin-top:16px;padding:8px 20px;border:0;border-radius:6px;background:var(--primary,#ff4c51);color:#fff;font-size:16px;cursor:pointer',
    text.reload,
  )
  reload.type = 'button'
  reload.onclick = () => location.reload()
  card.append(title, message, details, reload)
  box.append(card)
  doc.body.append(box)
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}
