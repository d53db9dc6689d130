import { zodResolver } from '@hookform/resolvers/zod'
import { Braces, Briefcase, CheckCircle2, CreditCard, Database, FileText } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useErrorText } from '@/lib/form-errors'
import { paymentCard, requiredText } from '@/lib/form-rules'
import { ChoiceGroup } from '@/ui/choice-group'
import { Dialog, DialogBody, DialogHeader, DialogTitle } from '@/ui/dialog'
import { TextField } from '@/ui/field'
import { Stepper, StepperActions } from '@/ui/stepper'
import { useToast } from '@/ui/toast'
import { useStepper } from '@/ui/use-stepper'
import { CardFields } from './card-fields'
import type { ExampleDialogProps } from './form-dialog'

const CATEGORIES = ['crm', 'ecommerce', 'learning'] as const
const FRAMEWORKS = ['react', 'angular', 'vue', 'laravel'] as const
const DATABASES = ['firebase', 'aws', 'mysql'] as const
const schema = z.object({
  name: requiredText,
  category: z.enum(CATEGORIES),
  framework: z.enum(FRAMEWORKS),
  database: z.enum(DATABASES),
  databaseName: requiredText,
  ...paymentCard.shape,
})
type Input = z.input<typeof schema>
const STEPS = [
  { id: 'details', icon: FileText, fields: ['name', 'category'] },
  { id: 'frameworks', icon: Braces, fields: ['framework'] },
  { id: 'database', icon: Database, fields: ['database', 'databaseName'] },
  { id: 'billing', icon: CreditCard, fields: ['cardNumber', 'cardName', 'expiry', 'cvv'] },
  { id: 'submit', icon: CheckCircle2, fields: [] },
] as const

/** "Create App": five steps on the kit's Stepper (details, frameworks, database, billing, submit). */
export function CreateAppDialog({ open, onClose }: ExampleDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="xl">
      <CreateAppWizard onClose={onClose} />
    </Dialog>
  )
}

function CreateAppWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pages')
  const toast = useToast()
  const [defaults] = useState<Input>({
    name: '',
    category: 'crm',
    framework: 'react',
    database: 'firebase',
    databaseName: '',
    cardNumber: '',
    cardName: '',
    expiry: '',
    cvv: '',
  })
  const form = useForm<Input, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: defaults })
  const steps = useMemo(
    () => STEPS.map((s) => ({ id: s.id, title: t(`dialogs.createApp.steps.${s.id}`), icon: <s.icon />, fields: s.fields })),
    [t],
  )
  const stepper = useStepper(steps, (fields) => form.trigger(fields as FieldPath<Input>[]))
  const errorText = useErrorText()
  const err = (name: FieldPath<Input>) => errorText(form.formState.errors[name]?.message)
  const choice = (name: 'category' | 'framework' | 'database', options: { value: string; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ChoiceGroup
          type="radio"
          columns={options.length > 3 ? 2 : 3}
          label={t(`dialogs.createApp.fields.${name}`)}
          value={field.value}
          onChange={field.onChange}
          options={options}
        />
      )}
    />
  )
  const categories = CATEGORIES.map((v) => ({ value: v, label: t(`dialogs.createApp.category.${v}`) }))
  const frameworks = FRAMEWORKS.map((v) => ({ value: v, label: t(`dialogs.createApp.framework.${v}`) }))
  const databases = DATABASES.map((v) => ({ value: v, label: t(`dialogs.createApp.database.${v}`) }))
  const id = steps[stepper.index]!.id
  const values = form.watch()
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('dialogs.createApp.title')}</DialogTitle>
      </DialogHeader>
      <DialogBody>
        <form
          noValidate
          onSubmit={(e) => {
            // Enter in a field of an earlier step moves on (validating that step) rather than submitting.
            if (!stepper.isLast) {
              e.preventDefault()
              return void stepper.next()
            }
            void form.handleSubmit((v) => {
              toast(t('dialogs.createApp.done', { name: v.name }))
              onClose()
            })(e)
          }}
          className="grid gap-6 md:grid-cols-[14rem_1fr]"
        >
          <Stepper stepper={stepper} orientation="vertical" variant="icon" />
          <div className="flex min-w-0 flex-col gap-5">
            {id === 'details' && (
              <>
                <TextField label={t('dialogs.createApp.fields.name')} autoFocus error={err('name')} {...form.register('name')} />
                {choice('category', categories)}
              </>
            )}
            {id === 'frameworks' && choice('framework', frameworks)}
            {id === 'database' && (
              <>
                <TextField
                  label={t('dialogs.createApp.fields.databaseName')}
                  autoFocus
                  error={err('databaseName')}
                  {...form.register('databaseName')}
                />
                {choice('database', databases)}
              </>
            )}
            {id === 'billing' && <CardFields form={form} err={err} />}
            {id === 'submit' && (
              <div className="text-center">
                <Briefcase className="mx-auto mb-3 size-12 text-primary" aria-hidden />
                <p className="font-medium text-strong">{t('dialogs.createApp.ready', { name: values.name })}</p>
                <p className="text-sm text-muted">
                  {t('dialogs.createApp.summary', {
                    category: t(`dialogs.createApp.category.${values.category}`),
                    framework: t(`dialogs.createApp.framework.${values.framework}`),
                    database: t(`dialogs.createApp.database.${values.database}`),
                  })}
                </p>
              </div>
            )}
            <StepperActions stepper={stepper} submitLabel={t('dialogs.submit')} className="mt-auto" />
          </div>
        </form>
      </DialogBody>
    </>
  )
}
