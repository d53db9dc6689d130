import { zodResolver } from '@hookform/resolvers/zod'
import { CreditCard, FileText, Home } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/lib/form-errors'
import { ChoiceGroup } from '@/ui/choice-group'
import { Select, TextField } from '@/ui/field'
import { Stepper, StepperActions } from '@/ui/stepper'
import { useStepper } from '@/ui/use-stepper'
import { PasswordField } from '../components/password-field'
import { AuthDemoLayout, DemoDone } from './auth-demo-layout'
import { EMPTY_REGISTER, PLANS, STATES, STEP_FIELDS, multiStepRegister, type MultiStepRegisterInput } from './register-multi-steps-schema'

type Field = FieldPath<MultiStepRegisterInput>

/** Account, personal and billing details on the kit's Stepper; confirms on screen (no account, no session). */
export default function RegisterMultiStepsPage() {
  // The page's own texts are in the pages namespace: loaded (suspending) with the page.
  const { t } = useTranslation(['common', 'pages'])
  const [done, setDone] = useState<string | null>(null)
  const { register, control, handleSubmit, trigger, formState } = useForm<MultiStepRegisterInput>({
    resolver: zodResolver(multiStepRegister),
    defaultValues: EMPTY_REGISTER,
  })
  const steps = useMemo(
    () => [
      {
        id: 'account',
        title: t('pages:auth.multi.steps.account'),
        description: t('pages:auth.multi.steps.accountHint'),
        icon: <Home />,
        fields: STEP_FIELDS.account,
      },
      {
        id: 'personal',
        title: t('pages:auth.multi.steps.personal'),
        description: t('pages:auth.multi.steps.personalHint'),
        icon: <FileText />,
        fields: STEP_FIELDS.personal,
      },
      {
        id: 'billing',
        title: t('pages:auth.multi.steps.billing'),
        description: t('pages:auth.multi.steps.billingHint'),
        icon: <CreditCard />,
        fields: STEP_FIELDS.billing,
      },
    ],
    [t],
  )
  const stepper = useStepper(steps, (fields) => trigger(fields as Field[]))
  const errorText = useErrorText()
  const err = (name: Field) => errorText(formState.errors[name as keyof MultiStepRegisterInput]?.message)
  const text = (name: Exclude<Field, 'password' | 'plan' | 'state'>, props: Omit<React.ComponentProps<typeof TextField>, 'label'> = {}) => (
    <TextField label={t(`pages:auth.multi.fields.${name}`)} error={err(name)} {...props} {...register(name)} />
  )
  const stepId = steps[stepper.index]!.id

  return (
    <AuthDemoLayout variant="v2" illustration="register" wide title={t('pages:auth.multi.title')} subtitle={t('pages:auth.multi.subtitle')}>
      {done !== null ? (
        <DemoDone>{t('pages:auth.done.register', { email: done })}</DemoDone>
      ) : (
        <form
          onSubmit={(e) => {
            // Enter in a field of an earlier step moves on (validating that step) rather than submitting.
            if (!stepper.isLast) {
              e.preventDefault()
              return void stepper.next()
            }
            void handleSubmit((v) => setDone(v.email))(e)
          }}
          noValidate
          className="space-y-6"
        >
          <Stepper stepper={stepper} variant="icon" />
          <h2 className="text-lg font-medium text-strong">{steps[stepper.index]!.title}</h2>
          {stepId === 'account' && (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('username', { autoComplete: 'username', autoFocus: true })}
              {text('email', { type: 'email', autoComplete: 'email' })}
              <PasswordField
                label={t('auth.fields.password')}
                autoComplete="new-password"
                error={err('password')}
                {...register('password')}
              />
              <PasswordField
                label={t('pages:auth.multi.fields.confirmPassword')}
                autoComplete="new-password"
                error={err('confirmPassword')}
                {...register('confirmPassword')}
              />
              {text('profileLink', { type: 'url', dir: 'ltr', fieldClassName: 'sm:col-span-2' })}
            </div>
          )}
          {stepId === 'personal' && (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('firstName', { autoComplete: 'given-name', autoFocus: true })}
              {text('lastName', { autoComplete: 'family-name' })}
              {text('mobile', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
              {text('pincode', { inputMode: 'numeric', dir: 'ltr' })}
              {text('address', { autoComplete: 'street-address', fieldClassName: 'sm:col-span-2' })}
              {text('landmark')}
              {text('city', { autoComplete: 'address-level2' })}
              <Select
                label={t('pages:auth.multi.fields.state')}
                placeholder={t('pages:auth.multi.choose')}
                options={STATES.map((s) => ({ value: s, label: t(`pages:auth.multi.states.${s}`) }))}
                error={err('state')}
                {...register('state')}
              />
            </div>
          )}
          {stepId === 'billing' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Controller
                control={control}
                name="plan"
                render={({ field }) => (
                  <ChoiceGroup
                    type="radio"
                    columns={3}
                    className="sm:col-span-2"
                    label={t('pages:auth.multi.fields.plan')}
                    value={field.value}
                    onChange={field.onChange}
                    options={PLANS.map((p) => ({
                      value: p,
                      label: t(`pages:auth.multi.plans.${p}.name`),
                      description: t(`pages:auth.multi.plans.${p}.description`),
                    }))}
                  />
                )}
              />
              {text('cardNumber', { inputMode: 'numeric', dir: 'ltr', autoComplete: 'cc-number', fieldClassName: 'sm:col-span-2' })}
              {text('cardName', { autoComplete: 'cc-name' })}
              <div className="grid grid-cols-2 gap-4">
                {text('expiry', { dir: 'ltr', autoComplete: 'cc-exp', placeholder: t('pages:auth.multi.expiryFormat') })}
                {text('cvv', { inputMode: 'numeric', dir: 'ltr', autoComplete: 'cc-csc' })}
              </div>
            </div>
          )}
          <StepperActions stepper={stepper} submitLabel={t('auth.register.submit')} />
        </form>
      )}
    </AuthDemoLayout>
  )
}
