import { useMemo } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useInvoiceCatalogue } from '@/api/resources/invoices'
import { formatMoney } from '@/lib/format'
import { useErrorText } from '@/lib/form-errors'
import { Combobox } from '@/ui/combobox'
import type { InvoiceFormOutput, InvoiceFormValues } from '../lib/invoice-form'

type Form = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>

/**
 * A line's item, picked from the catalogue (GET /api/apps/invoice/items) or typed: a pick fills
 * the line's description and unit cost, which stay editable.
 */
export function InvoiceItemPicker({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation(['invoices', 'common'])
  const err = useErrorText()
  const catalogue = useInvoiceCatalogue()
  const options = useMemo(
    () => (catalogue.data ?? []).map((c) => ({ value: c.title, label: c.title, description: `${c.description} · ${formatMoney(c.cost)}` })),
    [catalogue.data],
  )
  return (
    <Controller
      control={form.control}
      name={`items.${index}.title`}
      render={({ field, fieldState }) => (
        <Combobox
          label={t('form.item')}
          required
          allowCustom
          placeholder={t('form.pickItem')}
          options={options}
          value={field.value || null}
          onChange={(title) => {
            field.onChange(title ?? '')
            const pick = catalogue.data?.find((c) => c.title === title)
            if (!pick) return
            const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
            form.setValue(`items.${index}.description`, pick.description, opts)
            form.setValue(`items.${index}.cost`, pick.cost, opts)
          }}
          error={err(fieldState.error?.message) ?? (catalogue.isError ? t('form.itemsFailed') : undefined)}
        />
      )}
    />
  )
}
