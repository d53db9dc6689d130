import { zodResolver } from '@hookform/resolvers/zod'
import { BadgePercent, ClipboardCheck, FileText, Users } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { ChoiceGroup } from '@/ui/choice-group'
import { DateRangeField } from '@/ui/date-range-field'
import { Select, TextField } from '@/ui/field'
import { TextareaField } from '@/ui/textarea-field'
import { chosen, required } from '../shared/demo-schemas'
import { useDemoT } from '../shared/use-demo-t'
import { WizardFrame } from './wizard-frame'
import { demoKey } from '../shared/demo-key'
import { CardRadios } from './card-radios'

const percent = required.refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100, 'v.percent')
const count = required.refine((v) => /^\d+$/.test(v) && Number(v) >= 1, 'v.positiveInteger')
const schema = z.object({
  type: chosen,
  discount: percent,
  region: chosen,
  title: required,
  code: required.pipe(z.string().regex(/^[A-Z0-9]{4,12}$/, 'v.dealCode')),
  description: z.string().max(200, 'v.max200'),
  dates: z.object({ from: z.string('v.required').min(1, 'v.required'), to: z.string('v.required').min(1, 'v.required') }),
  notify: z.array(z.string()),
  userType: chosen,
  maxUsers: count,
  minCart: count,
  status: chosen,
})
type Values = z.input<typeof schema>

const STEPS = [
  { id: 'type', icon: <BadgePercent aria-hidden />, fields: ['type', 'discount', 'region'] },
  { id: 'details', icon: <FileText aria-hidden />, fields: ['title', 'code', 'description', 'dates', 'notify'] },
  { id: 'usage', icon: <Users aria-hidden />, fields: ['userType', 'maxUsers', 'minCart', 'status'] },
  { id: 'review', icon: <ClipboardCheck aria-hidden /> },
] as const

/** Create-deal wizard example: deal type, details (with a date range), usage, review. */
export function CreateDealWizard() {
  const { t, err } = useDemoT()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      type: '',
      discount: '',
      region: '',
      title: '',
      code: '',
      description: '',
      dates: { from: '', to: '' },
      notify: [],
      userType: '',
      maxUsers: '',
      minCart: '',
      status: '',
    },
  })
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = form
  const opts = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(demoKey(`deal.${group}.${value}`)) }))
  const steps = STEPS.map((s) => ({ ...s, title: t(demoKey(`deal.steps.${s.id}`)), description: t(demoKey(`deal.steps.${s.id}Text`)) }))
  const dateError = errors.dates?.from?.message ?? errors.dates?.to?.message
  return (
    <WizardFrame
      form={form}
      steps={steps}
      variant="icon"
      label={t('deal.label')}
      submitLabel={t('deal.submit')}
      onSubmit={() => undefined}
      done={t('deal.done')}
    >
      {(id) =>
        id === 'type' ? (
          <>
            <CardRadios
              control={control}
              name="type"
              label={t('deal.type')}
              options={opts('types', ['percentage', 'flat', 'bogo'])}
              error={err(errors.type?.message)}
            />
            <TextField
              label={t('deal.discount')}
              inputMode="numeric"
              dir="ltr"
              className="text-start"
              {...register('discount')}
              error={err(errors.discount?.message)}
            />
            <Select
              label={t('deal.region')}
              options={opts('regions', ['asia', 'europe', 'africa'])}
              placeholder={t('shared.choose')}
              {...register('region')}
              error={err(errors.region?.message)}
            />
          </>
        ) : id === 'details' ? (
          <>
            <TextField label={t('deal.title')} {...register('title')} error={err(errors.title?.message)} />
            <TextField
              label={t('deal.code')}
              dir="ltr"
              className="text-start"
              hint={t('v.dealCode')}
              {...register('code')}
              error={err(errors.code?.message)}
            />
            <TextareaField
              label={t('deal.description')}
              limit={200}
              {...register('description')}
              error={err(errors.description?.message)}
            />
            <Controller
              control={control}
              name="dates"
              render={({ field }) => (
                <DateRangeField
                  label={t('deal.dates')}
                  value={{ from: field.value.from || null, to: field.value.to || null }}
                  onChange={(r) => field.onChange({ from: r.from ?? '', to: r.to ?? '' })}
                  error={err(dateError)}
                />
              )}
            />
            <Controller
              control={control}
              name="notify"
              render={({ field }) => (
                <ChoiceGroup
                  type="checkbox"
                  className="sm:col-span-2"
                  label={t('deal.notify')}
                  options={opts('channels', ['email', 'sms', 'push'])}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </>
        ) : id === 'usage' ? (
          <>
            <Select
              label={t('deal.userType')}
              options={opts('userTypes', ['all', 'registered', 'premium'])}
              placeholder={t('shared.choose')}
              {...register('userType')}
              error={err(errors.userType?.message)}
            />
            <TextField
              label={t('deal.maxUsers')}
              inputMode="numeric"
              dir="ltr"
              className="text-start"
              {...register('maxUsers')}
              error={err(errors.maxUsers?.message)}
            />
            <TextField
              label={t('deal.minCart')}
              inputMode="numeric"
              dir="ltr"
              className="text-start"
              {...register('minCart')}
              error={err(errors.minCart?.message)}
            />
            <Select
              label={t('deal.status')}
              options={opts('statuses', ['active', 'inactive', 'suspended'])}
              placeholder={t('shared.choose')}
              {...register('status')}
              error={err(errors.status?.message)}
            />
          </>
        ) : (
          <dl className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
            {(['title', 'code', 'discount', 'maxUsers'] as const).map((k) => (
              <div key={k}>
                <dt className="text-sm text-muted">{t(demoKey(`deal.${k}`))}</dt>
                <dd className="font-medium">{getValues(k)}</dd>
              </div>
            ))}
          </dl>
        )
      }
    </WizardFrame>
  )
}
