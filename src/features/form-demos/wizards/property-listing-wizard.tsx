import { zodResolver } from '@hookform/resolvers/zod'
import { Building2, Euro, Home, Ruler, User } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Select } from '@/ui/field'
import { demoKey } from '../shared/demo-key'
import { alphaDash, chosen, email, optional, password, phone, required } from '../shared/demo-schemas'
import { countryOptions } from '../shared/options'
import { useDemoT } from '../shared/use-demo-t'
import { useWizardFields } from './wizard-fields'
import { WizardFrame } from './wizard-frame'

const amount = required.refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0, 'v.positiveNumber')
const floor = required.pipe(z.string().regex(/^-?\d+$/, 'v.integer'))
const schema = z.object({
  role: chosen,
  fullName: required,
  username: alphaDash,
  email,
  password,
  contact: phone,
  propertyType: chosen,
  kind: chosen,
  zip: required.pipe(z.string().regex(/^\d{5}$/, 'v.pincode')),
  country: chosen,
  state: required,
  city: required,
  landmark: optional,
  address: required,
  bedrooms: amount,
  floor,
  bathrooms: amount,
  furnished: chosen,
  furnishings: z.array(z.string()),
  commonArea: chosen,
  totalArea: amount,
  carpetArea: amount,
  plinthArea: amount,
  availableFrom: z.string('v.required').regex(/^\d{4}-\d{2}-\d{2}$/, 'v.date'),
  possession: chosen,
  transaction: chosen,
  facing: chosen,
  gated: chosen,
  price: amount,
  pricePerArea: amount,
  maintenance: amount,
  period: chosen,
  booking: amount,
  otherAmount: optional,
  showPriceAs: chosen,
  includes: z.array(z.string()),
})
type Values = z.input<typeof schema>
type Name = keyof Values

const LISTS = new Set<Name>(['furnishings', 'includes'])
const STEPS = [
  { id: 'personal', icon: <User aria-hidden />, fields: ['role', 'fullName', 'username', 'email', 'password', 'contact'] },
  {
    id: 'property',
    icon: <Home aria-hidden />,
    fields: ['propertyType', 'kind', 'zip', 'country', 'state', 'city', 'landmark', 'address'],
  },
  { id: 'features', icon: <Building2 aria-hidden />, fields: ['bedrooms', 'floor', 'bathrooms', 'furnished', 'furnishings', 'commonArea'] },
  {
    id: 'area',
    icon: <Ruler aria-hidden />,
    fields: ['totalArea', 'carpetArea', 'plinthArea', 'availableFrom', 'possession', 'transaction', 'facing', 'gated'],
  },
  {
    id: 'price',
    icon: <Euro aria-hidden />,
    fields: ['price', 'pricePerArea', 'maintenance', 'period', 'booking', 'otherAmount', 'showPriceAs', 'includes'],
  },
] as const satisfies readonly { id: string; icon: React.ReactNode; fields: readonly Name[] }[]
const EMPTY = Object.fromEntries(STEPS.flatMap((s) => s.fields).map((k) => [k, LISTS.has(k) ? [] : ''])) as unknown as Values
const YES_NO = ['yes', 'no'] as const

/** Property-listing wizard example: five steps, a date field in the area step. */
export function PropertyListingWizard() {
  const { t } = useDemoT()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY })
  const f = useWizardFields(form, { label: 'property', options: 'property.options' })
  const steps = STEPS.map((s) => ({
    ...s,
    title: t(demoKey(`property.steps.${s.id}`)),
    description: t(demoKey(`property.steps.${s.id}Text`)),
  }))
  const num = (name: Name) => f.text(name, { numeric: true })
  return (
    <WizardFrame
      form={form}
      steps={steps}
      variant="icon"
      orientation="vertical"
      label={t('property.label')}
      submitLabel={t('property.submit')}
      onSubmit={() => undefined}
      done={t('property.done')}
    >
      {(id) =>
        id === 'personal' ? (
          <>
            {f.radios('role', 'role', ['builder', 'owner', 'broker'])}
            {f.text('fullName', { label: 'f.fullName' })}
            {f.text('username', { label: 'f.username', ltr: true })}
            {f.text('email', { label: 'f.email', type: 'email', ltr: true })}
            {f.text('password', { label: 'f.password', type: 'password', ltr: true })}
            {f.text('contact', { type: 'tel', ltr: true })}
          </>
        ) : id === 'property' ? (
          <>
            {f.radios('propertyType', 'propertyType', ['sell', 'rent'])}
            {f.select('kind', 'kind', ['flat', 'house', 'villa', 'office'])}
            {f.text('zip', { label: 'f.zip', ltr: true })}
            <Select
              label={t('f.country')}
              options={countryOptions(t)}
              placeholder={t('shared.choose')}
              {...form.register('country')}
              error={f.error('country')}
            />
            {f.text('state', { label: 'f.state' })}
            {f.text('city', { label: 'f.city' })}
            {f.text('landmark', { label: 'f.landmark' })}
            {f.text('address', { label: 'f.address' })}
          </>
        ) : id === 'features' ? (
          <>
            {num('bedrooms')}
            {f.text('floor', { numeric: true })}
            {num('bathrooms')}
            {f.select('furnished', 'furnishing', ['full', 'semi', 'none'])}
            {f.multi('furnishings', 'furnishings', ['ac', 'tv', 'fridge', 'wifi', 'washer', 'sofa'])}
            {f.radios('commonArea', 'yesNo', YES_NO)}
          </>
        ) : id === 'area' ? (
          <>
            {num('totalArea')}
            {num('carpetArea')}
            {num('plinthArea')}
            {f.date('availableFrom')}
            {f.radios('possession', 'possession', ['ready', 'underConstruction'])}
            {f.radios('transaction', 'transaction', ['new', 'resale'])}
            {f.radios('facing', 'facing', ['north', 'east', 'south', 'west'])}
            {f.radios('gated', 'yesNo', YES_NO)}
          </>
        ) : (
          <>
            {num('price')}
            {num('pricePerArea')}
            {num('maintenance')}
            {f.select('period', 'period', ['monthly', 'quarterly', 'yearly'])}
            {num('booking')}
            {f.text('otherAmount', { numeric: true })}
            {f.radios('showPriceAs', 'showPriceAs', ['negotiable', 'callForPrice'])}
            {f.checks('includes', 'includes', ['parking', 'water', 'electricity', 'registration'])}
          </>
        )
      }
    </WizardFrame>
  )
}
