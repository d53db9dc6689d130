import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { IconButton } from '@/ui/icon-button'
import { blankItem, type InvoiceFormOutput, type InvoiceFormValues } from '../lib/invoice-form'
import { InvoiceItemPicker } from './invoice-item-picker'

type Form = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>

/** A line's amount while typing (cost x qty, unfinished input counts as 0). */
function LineAmount({ form, index }: { form: Form; index: number }) {
  const [cost, qty] = useWatch({ control: form.control, name: [`items.${index}.cost`, `items.${index}.qty`] })
  const amount =
    Number.isFinite(cost) && Number.isFinite(qty) ? (Math.round((cost ?? 0) * 100) * Math.max(0, Math.round(qty ?? 0))) / 100 : 0
  return (
    <bdi dir="ltr" className="font-medium text-strong tabular-nums">
      {formatMoney(Math.max(0, amount))}
    </bdi>
  )
}

/** The items repeater (react-hook-form useFieldArray): item, description, cost, hours, qty, amount, remove; "Add item". */
export function InvoiceItemsFields({ form }: { form: Form }) {
  const { t } = useTranslation(['invoices', 'common'])
  const err = useErrorText()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' })
  const e = form.formState.errors.items
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-lg font-medium text-strong">{t('form.items')}</legend>
      {fields.map((field, i) => {
        const le = e?.[i]
        const n = i + 1
        return (
          <div
            key={field.id}
            role="group"
            aria-label={t('form.line', { n })}
            className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
          >
            <div className="flex flex-col gap-4 sm:col-span-2 lg:col-span-1">
              <InvoiceItemPicker form={form} index={i} />
              <TextField label={t('form.description')} {...form.register(`items.${i}.description`)} error={err(le?.description?.message)} />
            </div>
            <TextField
              label={t('form.cost')}
              required
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              dir="ltr"
              {...form.register(`items.${i}.cost`, { valueAsNumber: true })}
              error={err(le?.cost?.message)}
            />
            <TextField
              label={t('form.hours')}
              type="number"
              inputMode="decimal"
              min="0"
              dir="ltr"
              {...form.register(`items.${i}.hours`, { valueAsNumber: true })}
              error={err(le?.hours?.message)}
            />
            <div className="flex flex-col gap-4">
              <TextField
                label={t('form.qty')}
                required
                type="number"
                inputMode="numeric"
                min="1"
                step="1"
                dir="ltr"
                {...form.register(`items.${i}.qty`, { valueAsNumber: true })}
                error={err(le?.qty?.message)}
              />
              <p className="flex justify-between gap-2 text-sm">
                <span className="text-muted">{t('form.lineTotal')}</span>
                <LineAmount form={form} index={i} />
              </p>
            </div>
            <div className="flex items-start justify-end">
              <IconButton size="sm" color="error" label={t('form.removeItem', { n })} onClick={() => remove(i)}>
                <Trash2 />
              </IconButton>
            </div>
          </div>
        )
      })}
      {e?.message && (
        <p role="alert" className="text-[0.8125rem] text-error">
          {err(e.message)}
        </p>
      )}
      {e?.root?.message && (
        <p role="alert" className="text-[0.8125rem] text-error">
          {err(e.root.message)}
        </p>
      )}
      <Button type="button" variant="tonal" className="self-start" onClick={() => append(blankItem())}>
        <Plus aria-hidden />
        {t('form.addItem')}
      </Button>
    </fieldset>
  )
}
