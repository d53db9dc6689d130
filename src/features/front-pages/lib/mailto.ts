/** The front pages' contact address (fictional, example.com); the contact form itself posts to /api/pages/contact. */
export const CONTACT_EMAIL = 'hello@vermilion.example.com'
export const CONTACT_PHONE = '+33 1 84 88 00 00'
