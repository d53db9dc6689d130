import { zodResolver } from '@hookform/resolvers/zod'
import { Building2, Euro, Home, Ruler, User } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { ChoiceGroup } from '@/ui/choice-group'
import { DateField } from '@/ui/date-field'
import { Select, TextField } from '@/ui/field'
import { countryOptions } from '../shared/options'
import { chosen, email, password, required } from '../shared/demo-schemas'
import { useDemoT } from '../shared/use-demo-t'
import { WizardFrame } from './wizard-frame'
import { demoKey } from '../shared/demo-key'

const amount = required.refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0, 'v.positiveNumber')
const schema = z.object({
  role: chosen,
  fullName: required,
  email,
  password,
  propertyType: chosen,
  zip: required.pipe(z.string().regex(/^\d{5}$/, 'v.pincode')),
  country: chosen,
  city: required,
  bedrooms: amount,
  bathrooms: amount,
  furnished: chosen,
  totalArea: amount,
  availableFrom: z.string('v.required').regex(/^\d{4}-\d{2}-\d{2}$/, 'v.date'),
  price: amount,
  showPriceAs: chosen,
})
type Values = z.input<typeof schema>

const STEPS = [
  { id: 'personal', icon: <User aria-hidden />, fields: ['role', 'fullName', 'email', 'password'] },
  { id: 'property', icon: <Home aria-hidden />, fields: ['propertyType', 'zip', 'country', 'city'] },
  { id: 'features', icon: <Building2 aria-hidden />, fields: ['bedrooms', 'bathrooms', 'furnished'] },
  { id: 'area', icon: <Ruler aria-hidden />, fields: ['totalArea', 'availableFrom'] },
  { id: 'price', icon: <Euro aria-hidden />, fields: ['price', 'showPriceAs'] },
] as const

/** Property-listing wizard example: five steps, a date field in the area step. */
export function PropertyListingWizard() {
  const { t, err } = useDemoT()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      role: '',
      fullName: '',
      email: '',
      password: '',
      propertyType: '',
      zip: '',
      country: '',
      city: '',
      bedrooms: '',
      bathrooms: '',
      furnished: '',
      totalArea: '',
      availableFrom: '',
      price: '',
      showPriceAs: '',
    },
  })
  const {
    register,
    control,
    formState: { errors },
  } = form
  const opts = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(demoKey(`property.options.${group}.${value}`)) }))
  const steps = STEPS.map((s) => ({
    ...s,
    title: t(demoKey(`property.steps.${s.id}`)),
    description: t(demoKey(`property.steps.${s.id}Text`)),
  }))
  const num = (name: 'bedrooms' | 'bathrooms' | 'totalArea' | 'price') => (
    <TextField
      label={t(demoKey(`property.${name}`))}
      inputMode="decimal"
      dir="ltr"
      className="text-start"
      {...register(name)}
      error={err(errors[name]?.message)}
    />
  )
  const radios = (name: 'role' | 'propertyType' | 'showPriceAs', values: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceGroup
          type="radio"
          variant="card"
          columns={values.length > 2 ? 3 : 2}
          className="sm:col-span-2"
          label={t(demoKey(`property.${name}`))}
          options={opts(name, values)}
          value={field.value || null}
          onChange={field.onChange}
          error={err(errors[name]?.message)}
        />
      )}
    />
  )
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
            {radios('role', ['builder', 'owner', 'broker'])}
            <TextField label={t('f.fullName')} {...register('fullName')} error={err(errors.fullName?.message)} />
            <TextField
              label={t('f.email')}
              type="email"
              dir="ltr"
              className="text-start"
              {...register('email')}
              error={err(errors.email?.message)}
            />
            <TextField
              label={t('f.password')}
              type="password"
              dir="ltr"
              className="text-start"
              {...register('password')}
              error={err(errors.password?.message)}
            />
          </>
        ) : id === 'property' ? (
          <>
            {radios('propertyType', ['sell', 'rent'])}
            <TextField label={t('f.zip')} dir="ltr" className="text-start" {...register('zip')} error={err(errors.zip?.message)} />
            <Select
              label={t('f.country')}
              options={countryOptions(t)}
              placeholder={t('shared.choose')}
              {...register('country')}
              error={err(errors.country?.message)}
            />
            <TextField label={t('f.city')} {...register('city')} error={err(errors.city?.message)} />
          </>
        ) : id === 'features' ? (
          <>
            {num('bedrooms')}
            {num('bathrooms')}
            <Select
              label={t('property.furnished')}
              options={opts('furnishing', ['full', 'semi', 'none'])}
              placeholder={t('shared.choose')}
              {...register('furnished')}
              error={err(errors.furnished?.message)}
            />
          </>
        ) : id === 'area' ? (
          <>
            {num('totalArea')}
            <Controller
              control={control}
              name="availableFrom"
              render={({ field }) => (
                <DateField
                  label={t('property.availableFrom')}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={err(errors.availableFrom?.message)}
                />
              )}
            />
          </>
        ) : (
          <>
            {num('price')}
            {radios('showPriceAs', ['negotiable', 'callForPrice'])}
          </>
        )
      }
    </WizardFrame>
  )
}
