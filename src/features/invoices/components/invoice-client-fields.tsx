import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { InvoiceClient } from '@/api/contracts/invoices'
import { useInvoiceClients } from '@/api/resources/invoices'
import { regionName } from '@/lib/display-names'
import { useErrorText } from '@/lib/form-errors'
import { Select } from '@/ui/field'
import type { InvoiceFormOutput, InvoiceFormValues } from '../lib/invoice-form'

type Form = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>

/** "Invoice to": a client from GET /api/apps/invoice/clients (plus the invoice's own on an edit), then its details. */
export function InvoiceClientFields({ form, current }: { form: Form; current?: InvoiceClient }) {
  const { t } = useTranslation(['invoices', 'common'])
  const err = useErrorText()
  const clients = useInvoiceClients()
  const known = [...(clients.data ?? [])]
  if (current && !known.some((c) => c.companyEmail === current.companyEmail)) known.unshift(current)
  return (
    <Controller
      control={form.control}
      name="client"
      render={({ field, fieldState }) => {
        const client = field.value as InvoiceClient | undefined
        return (
          <div className="flex flex-col gap-3">
            <Select
              label={t('form.client')}
              required
              name={field.name}
              ref={field.ref}
              value={client?.companyEmail ?? ''}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(known.find((c) => c.companyEmail === e.target.value))}
              placeholder={t('form.chooseClient')}
              options={known.map((c) => ({ value: c.companyEmail, label: c.company ? `${c.name} (${c.company})` : c.name }))}
              error={err(fieldState.error?.message) ?? (clients.isError ? t('form.clientsFailed') : undefined)}
            />
            {client && (
              <address className="flex flex-col gap-0.5 text-muted not-italic" aria-label={t('form.invoiceTo')}>
                <span className="font-medium text-strong">
                  <bdi>{client.name}</bdi>
                </span>
                {client.company && (
                  <span>
                    <bdi>{client.company}</bdi>
                  </span>
                )}
                {client.address && (
                  <span>
                    <bdi>{client.address}</bdi>
                  </span>
                )}
                <span>{regionName(client.country)}</span>
                <span>
                  <bdi dir="ltr">{client.contact}</bdi>
                </span>
                <span>
                  <bdi dir="ltr">{client.companyEmail}</bdi>
                </span>
              </address>
            )}
          </div>
        )
      }}
    />
  )
}
