import { useMutation } from '@tanstack/react-query'
import { api } from '@/api/client'
import { contactResponse, newsletterResponse, type ContactRequest, type NewsletterRequest } from '@/api/contracts/pages-contact'

/** POST /api/pages/contact: the message lands in the back-office inbox. Errors show on the form. */
export const useSendContact = (failed: string) =>
  useMutation({
    mutationFn: (body: ContactRequest) => api.post('/pages/contact', body, { schema: contactResponse }),
    meta: { feedback: { form: true, failed } },
  })

/** POST /api/pages/newsletter: subscribes the address (again is fine). */
export const useSubscribeNewsletter = (failed: string) =>
  useMutation({
    mutationFn: (body: NewsletterRequest) => api.post('/pages/newsletter', body, { schema: newsletterResponse }),
    meta: { feedback: { form: true, failed } },
  })
