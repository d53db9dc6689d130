import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SALES_STATUSES, type SalesRow } from '@/api/contracts/datatable'
import { salesRowUpdate, type SalesRowUpdate } from '@/api/contracts/pages-datatable'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { DateField } from '@/ui/date-field'
import { Select, TextField } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { demoKey } from '../shared/demo-key'
import { useDemoT } from '../shared/use-demo-t'

/** The kitchen sink's row editing: buyer, date and status, saved through PUT /api/pages/datatable/{id}. */
export function SalesEditDialog({
  row,
  open,
  onClose,
  save,
}: {
  row: SalesRow | null
  open: boolean
  onClose: () => void
  save: (id: number, body: SalesRowUpdate) => Promise<unknown>
}) {
  const { t } = useDemoT()
  const { t: tc } = useTranslation()
  const errorText = useErrorText()
  const dialog = useFormDialog({
    schema: salesRowUpdate,
    open,
    values: () => ({ buyerName: row?.buyer.name ?? '', date: row?.date ?? '', status: row?.payment.status ?? 'Confirmed' }),
    deps: [row],
    submit: (body) => save(row!.id, body),
    onDone: onClose,
  })
  const { register, control, formState } = dialog.form
  const title = t('tables.editTitle', { name: row?.product.name ?? '' })
  return (
    <FormDialog dialog={dialog} open={open} onClose={onClose} title={title} submitLabel={tc('actions.save')} className="grid gap-5">
      <TextField label={t('tables.buyer')} required {...register('buyerName')} error={errorText(formState.errors.buyerName?.message)} />
      <Controller
        control={control}
        name="date"
        render={({ field, fieldState }) => (
          <DateField
            label={t('tables.date')}
            required
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Select
        label={t('tables.status')}
        {...register('status')}
        options={SALES_STATUSES.map((s) => ({ value: s, label: t(demoKey(`tables.salesStatus.${s}`)) }))}
        error={errorText(formState.errors.status?.message)}
      />
    </FormDialog>
  )
}
