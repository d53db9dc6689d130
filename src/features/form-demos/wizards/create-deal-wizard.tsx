import { zodResolver } from '@hookform/resolvers/zod'
import { Banknote, BadgePercent, ClipboardCheck, FileText, Gift, Percent, Users } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { formatDate } from '@/lib/format'
import { demoKey } from '../shared/demo-key'
import { chosen, required } from '../shared/demo-schemas'
import { useDemoT } from '../shared/use-demo-t'
import { useWizardFields } from './wizard-fields'
import { WizardFrame } from './wizard-frame'

const percent = required.refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100, 'v.percent')
const count = required.refine((v) => /^\d+$/.test(v) && Number(v) >= 1, 'v.positiveInteger')
const money = required.refine((v) => /^\d+([.,]\d{1,2})?$/.test(v), 'v.number')
const isoDate = z.string('v.required').min(1, 'v.required')
const schema = z.object({
  type: chosen,
  discount: percent,
  region: chosen,
  title: required,
  code: required.pipe(z.string().regex(/^[A-Z0-9]{4,12}$/, 'v.dealCode')),
  description: z.string().max(200, 'v.max200'),
  offeredItems: z.array(z.string()).min(1, 'v.chooseOne'),
  cartCondition: chosen,
  dates: z.object({ from: isoDate, to: isoDate }),
  notify: z.array(z.string()),
  userType: chosen,
  maxUsers: count,
  minCart: count,
  promoFee: money,
  paymentMethod: chosen,
  status: chosen,
  limit: z.boolean(),
  confirmed: z.boolean().refine((v) => v, 'v.confirmDeal'),
})
type Values = z.input<typeof schema>

const EMPTY: Values = {
  type: '',
  discount: '',
  region: '',
  title: '',
  code: '',
  description: '',
  offeredItems: [],
  cartCondition: '',
  dates: { from: '', to: '' },
  notify: [],
  userType: '',
  maxUsers: '',
  minCart: '',
  promoFee: '',
  paymentMethod: '',
  status: '',
  limit: false,
  confirmed: false,
}

const STEPS = [
  { id: 'type', icon: <BadgePercent aria-hidden />, fields: ['type', 'discount', 'region'] },
  {
    id: 'details',
    icon: <FileText aria-hidden />,
    fields: ['title', 'code', 'description', 'offeredItems', 'cartCondition', 'dates', 'notify'],
  },
  { id: 'usage', icon: <Users aria-hidden />, fields: ['userType', 'maxUsers', 'minCart', 'promoFee', 'paymentMethod', 'status', 'limit'] },
  { id: 'review', icon: <ClipboardCheck aria-hidden />, fields: ['confirmed'] },
] as const
const TYPE_ICONS = { percentage: <Percent aria-hidden />, flat: <Banknote aria-hidden />, bogo: <Gift aria-hidden /> }
const REVIEWED = ['title', 'code', 'discount', 'maxUsers', 'promoFee'] as const

/** Create-deal wizard example: deal type, details (with a date range), usage, review and confirmation. */
export function CreateDealWizard() {
  const { t } = useDemoT()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY })
  const f = useWizardFields(form, { label: 'deal', options: 'deal' })
  const steps = STEPS.map((s) => ({ ...s, title: t(demoKey(`deal.steps.${s.id}`)), description: t(demoKey(`deal.steps.${s.id}Text`)) }))
  const v = form.getValues()
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
            <img src="/images/forms/deal.svg" alt="" width={320} height={160} className="mx-auto h-32 w-auto sm:col-span-2" />
            {f.radios('type', 'types', ['percentage', 'flat', 'bogo'], TYPE_ICONS)}
            {f.text('discount', { numeric: true })}
            {f.select('region', 'regions', ['asia', 'europe', 'africa'])}
          </>
        ) : id === 'details' ? (
          <>
            {f.text('title')}
            {f.text('code', { ltr: true, hint: t('v.dealCode') })}
            {f.textarea('description', 200)}
            {f.multi('offeredItems', 'items', ['headphones', 'watch', 'keyboard', 'lamp'])}
            {f.radios('cartCondition', 'conditions', ['all', 'any'])}
            {f.dateRange('dates')}
            {f.checks('notify', 'channels', ['email', 'sms', 'push'])}
          </>
        ) : id === 'usage' ? (
          <>
            {f.select('userType', 'userTypes', ['all', 'registered', 'premium'])}
            {f.text('maxUsers', { numeric: true })}
            {f.text('minCart', { numeric: true })}
            {f.text('promoFee', { numeric: true })}
            {f.select('paymentMethod', 'payments', ['card', 'paypal', 'transfer'])}
            {f.select('status', 'statuses', ['active', 'inactive', 'suspended'])}
            {f.check('limit')}
          </>
        ) : (
          <>
            <dl className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
              {REVIEWED.map((k) => (
                <div key={k}>
                  <dt className="text-sm text-muted">{t(demoKey(`deal.${k}`))}</dt>
                  <dd className="font-medium">{v[k]}</dd>
                </div>
              ))}
              <div>
                <dt className="text-sm text-muted">{t('deal.dates')}</dt>
                <dd className="font-medium">
                  {v.dates.from && t('deal.period', { from: formatDate(v.dates.from), to: formatDate(v.dates.to) })}
                </dd>
              </div>
            </dl>
            {f.check('confirmed')}
          </>
        )
      }
    </WizardFrame>
  )
}
