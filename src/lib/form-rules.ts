import { z } from 'zod'

/**
 * Field rules shared by the template's demo forms (multi-step register, dialog examples). The
 * messages are i18n keys of the pages namespace (and common `validation.*`).
 */
export const requiredText = z.string().trim().min(1, 'validation.required')
/** 13 to 19 digits; spaces are allowed while typing and removed. */
export const cardNumber = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{13,19}$/, 'pages:validation.cardNumber'))
export const cardExpiry = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'pages:validation.expiry')
export const cardCvv = z
  .string()
  .trim()
  .regex(/^\d{3,4}$/, 'pages:validation.cvv')
/** A one-time code of six digits. */
export const otpCode = z.string().regex(/^\d{6}$/, 'pages:validation.otp')
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[\d\s-]{6,20}$/, 'validation.phone')

export const paymentCard = z.object({ cardNumber, cardName: requiredText, expiry: cardExpiry, cvv: cardCvv })
