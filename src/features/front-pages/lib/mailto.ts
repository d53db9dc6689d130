/** The front pages' contact address (fictional, example.com). */
export const CONTACT_EMAIL = 'hello@vermilion.example.com'
export const CONTACT_PHONE = '+33 1 84 88 00 00'

/**
 * The contact and newsletter forms save nothing in the app (DECISIONS section 9): once valid,
 * they open the visitor's e-mail app with the message ready to send.
 */
export function mailtoHref(subject: string, body: string, to = CONTACT_EMAIL): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export function openMail(href: string): void {
  window.location.assign(href)
}
