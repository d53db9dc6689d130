import { zodResolver } from '@hookform/resolvers/zod'
import { Link2, MapPin, User, UserCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Select, TextField } from '@/ui/field'
import type { StepDef } from '@/ui/use-stepper'
import { countryOptions } from '../shared/options'
import { alphaDash, chosen, email, optionalUrl, password, required, withConfirmation } from '../shared/demo-schemas'
import { useDemoT } from '../shared/use-demo-t'
import { WizardFrame, type WizardLayout } from './wizard-frame'
import { demoKey } from '../shared/demo-key'

const schema = withConfirmation(
  z.object({
    username: alphaDash,
    email,
    password,
    confirmPassword: required,
    firstName: required,
    lastName: required,
    country: chosen,
    language: chosen,
    twitter: optionalUrl,
    facebook: optionalUrl,
    linkedin: optionalUrl,
    address: z.string(),
    landmark: z.string(),
    pincode: z.string(),
    city: z.string(),
  }),
)
/** The address step only exists in the icons wizard: its rules apply there. */
const withAddress = schema.and(
  z.object({ address: required, pincode: required.pipe(z.string().regex(/^\d{5}$/, 'v.pincode')), city: required }),
)
type Values = z.input<typeof schema>

const STEP_FIELDS = {
  account: ['username', 'email', 'password', 'confirmPassword'],
  personal: ['firstName', 'lastName', 'country', 'language'],
  social: ['twitter', 'facebook', 'linkedin'],
  address: ['address', 'landmark', 'pincode', 'city'],
} as const
const ICONS = {
  account: <UserCircle aria-hidden />,
  personal: <User aria-hidden />,
  social: <Link2 aria-hidden />,
  address: <MapPin aria-hidden />,
}
const LTR_FIELDS = new Set<string>(['username', 'email', 'password', 'confirmPassword', 'twitter', 'facebook', 'linkedin', 'pincode'])

/**
 * The form wizard of the numbered and icons pages: Account Details, Personal Info, Social Links
 * (+ Address with `address`). Each step validates before Next; `live` also checks each field when left.
 */
export function AccountWizard({ address = false, live = false, ...layout }: WizardLayout & { address?: boolean; live?: boolean }) {
  const { t, err } = useDemoT()
  const ids = address ? (['account', 'personal', 'address', 'social'] as const) : (['account', 'personal', 'social'] as const)
  const steps: StepDef[] = ids.map((id) => ({
    id,
    title: t(demoKey(`wizard.steps.${id}`)),
    description: t(demoKey(`wizard.steps.${id}Text`)),
    icon: ICONS[id],
    fields: STEP_FIELDS[id],
  }))
  const form = useForm<Values>({
    resolver: zodResolver(address ? withAddress : schema) as never,
    // `live`: each field is checked as soon as it is left, not only on Next.
    mode: live ? 'onTouched' : 'onSubmit',
    defaultValues: Object.fromEntries(
      Object.values(STEP_FIELDS)
        .flat()
        .map((f) => [f, '']),
    ) as Values,
  })
  const {
    register,
    formState: { errors },
  } = form
  const field = (name: keyof Values, type = 'text') => (
    <TextField
      key={name}
      label={t(demoKey(`f.${name}`))}
      type={type}
      dir={LTR_FIELDS.has(name) ? 'ltr' : undefined}
      className="text-start"
      {...register(name)}
      error={err(errors[name]?.message)}
    />
  )
  const languages = (['fr', 'en', 'ar'] as const).map((l) => ({ value: l, label: t(demoKey(`o.languages.${l}`)) }))
  return (
    <WizardFrame form={form} steps={steps} label={t('wizard.accountLabel')} onSubmit={() => undefined} {...layout}>
      {(id) =>
        id === 'account' ? (
          <>
            {field('username')}
            {field('email', 'email')}
            {field('password', 'password')}
            {field('confirmPassword', 'password')}
          </>
        ) : id === 'personal' ? (
          <>
            {field('firstName')}
            {field('lastName')}
            <Select
              label={t('f.country')}
              options={countryOptions(t)}
              placeholder={t('shared.choose')}
              {...register('country')}
              error={err(errors.country?.message)}
            />
            <Select
              label={t('f.language')}
              options={languages}
              placeholder={t('shared.choose')}
              {...register('language')}
              error={err(errors.language?.message)}
            />
          </>
        ) : id === 'address' ? (
          <>
            {field('address')}
            {field('landmark')}
            {field('pincode')}
            {field('city')}
          </>
        ) : (
          <>
            {field('twitter', 'url')}
            {field('facebook', 'url')}
            {field('linkedin', 'url')}
          </>
        )
      }
    </WizardFrame>
  )
}
