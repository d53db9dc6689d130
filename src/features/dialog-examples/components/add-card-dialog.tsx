import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { paymentCard } from '@/lib/form-rules'
import { Switch } from '@/ui/switch'
import { CardFields } from './card-fields'
import { FormDialog, type ExampleDialogProps } from './form-dialog'

const schema = paymentCard.extend({ save: z.boolean() })

/** Card number, name, expiry, CVV and "save card" (validated, confirmed with a toast). */
export function AddCardDialog(props: ExampleDialogProps) {
  const { t } = useTranslation('pages')
  return (
    <FormDialog
      {...props}
      schema={schema}
      defaultValues={{ cardNumber: '', cardName: '', expiry: '', cvv: '', save: true }}
      title={t('dialogs.addCard.title')}
      description={t('dialogs.addCard.description')}
      done={(v) => t('dialogs.addCard.done', { last4: v.cardNumber.slice(-4) })}
    >
      {(form, err) => (
        <>
          <CardFields form={form} err={err} />
          <Controller
            control={form.control}
            name="save"
            render={({ field }) => <Switch checked={field.value} onChange={field.onChange} label={t('dialogs.addCard.save')} />}
          />
        </>
      )}
    </FormDialog>
  )
}
