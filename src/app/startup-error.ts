/**
 * Shown when the mock database or worker cannot start (private mode, quota, blocked storage):
 * a clear message instead of a blank page. Plain DOM: React may not be running.
 */
export function showStartupError(error: unknown): void {
  console.error(error)
  const lang = document.documentElement.lang
  const text = {
    fr: ['Impossible de démarrer Vermilion', "Le stockage local du navigateur n'est pas disponible (navigation privée, espace plein ou stockage bloqué). Autorisez le stockage pour ce site puis rechargez la page."],
    en: ['Vermilion could not start', 'The browser’s local storage is not available (private mode, storage full or blocked). Allow storage for this site, then reload the page.'],
    ar: ['تعذّر تشغيل Vermilion', 'التخزين المحلي للمتصفح غير متاح (التصفح الخاص، أو امتلاء المساحة، أو حظر التخزين). اسمح بالتخزين لهذا الموقع ثم أعد تحميل الصفحة.'],
  }[lang === 'en' || lang === 'ar' ? lang : 'fr'] as unknown as [string, string]
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.style.cssText = 'position:fixed;inset:0;z-index:100;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--bg,#f4f5fa);font-family:Public Sans,system-ui,sans-serif'
  const card = document.createElement('div')
  card.style.cssText = 'max-width:480px;padding:32px;border-radius:12px;background:var(--surface,#fff);color:var(--text,#2e263d);box-shadow:0 6px 20px rgba(0,0,0,.15)'
  const h = document.createElement('h1')
  h.textContent = text[0]
  h.style.cssText = 'margin:0 0 12px;font-size:22px'
  const p = document.createElement('p')
  p.textContent = `${text[1]} (${error instanceof Error ? error.message : String(error)})`
  const b = document.createElement('button')
  b.textContent = '↻'
  b.style.cssText = 'margin-top:16px;padding:8px 20px;border:0;border-radius:6px;background:var(--primary,#ff4c51);color:#fff;font-size:16px;cursor:pointer'
  b.onclick = () => location.reload()
  card.append(h, p, b)
  box.append(card)
  document.body.append(box)
}
