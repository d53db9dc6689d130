import { useTranslation } from 'react-i18next'
import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import type { OrderDetails } from '@/api/contracts/ecommerce-orders'
import {
  addressInput,
  orderCustomerInput,
  type AddressInput,
  type OrderContactInput,
  type OrderCustomerInput,
} from '@/api/contracts/ecommerce-order-contact'
import { ecommerceOrders } from '@/api/resources/ecommerce'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { TextField } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { CONTACT_INPUTS } from '../lib/contact-inputs'
import { CountrySelect } from './country-select'

export type OrderEditKind = 'customer' | 'shippingAddress' | 'billingAddress'
const ADDRESS_FIELDS = ['line', 'city', 'postcode', 'country'] as const
/** The address's text fields, before its country (the street line takes the whole row). */
const ADDRESS_LINES = [
  { name: 'line', label: 'orders.addressLine', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'orders.city', autoComplete: 'address-level2', wide: false },
  { name: 'postcode', label: 'orders.postcode', autoComplete: 'postal-code', wide: false },
] as const

/** The details page's "Edit" dialogs' form: reset on opening, sent through PUT …/orders/{id}/contact. */
function useContactForm<In extends FieldValues, Out>(
  order: OrderDetails,
  open: boolean,
  onClose: () => void,
  schema: z.ZodType<Out, In>,
  values: () => DefaultValues<In>,
  toBody: (values: Out) => OrderContactInput,
  rename?: Record<string, string>,
) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const edit = ecommerceOrders.useMutation('editContact', {
    form: true,
    failed: t('toasts.failed'),
    success: (saved) => t('orders.contactSaved', { order: saved.order }),
  })
  return useFormDialog({
    schema,
    open,
    values,
    submit: (v) => edit.mutateAsync({ id: order.id, body: toBody(v) }),
    onDone: onClose,
    rename,
    deps: [order.id],
  })
}

/** "Edit customer info": the order's customer name, email and phone. */
export function OrderCustomerDialog({ order, open, onClose }: { order: OrderDetails; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const dialog = useContactForm(
    order,
    open,
    onClose,
    orderCustomerInput,
    (): OrderCustomerInput => ({ customer: order.customer, email: order.email, contact: order.contact }),
    (v) => v,
  )
  const { form } = dialog
  const e = form.formState.errors
  const title = t('orders.editCustomer')
  return (
    <FormDialog dialog={dialog} open={open} onClose={onClose} title={title} submitLabel={t('orders.save')} className="flex flex-col gap-4">
      <TextField label={t('fields.name')} {...CONTACT_INPUTS.customer} {...form.register('customer')} error={err(e.customer?.message)} />
      <TextField label={t('fields.email')} {...CONTACT_INPUTS.email} {...form.register('email')} error={err(e.email?.message)} />
      <TextField
        label={t('orders.phone')}
        {...CONTACT_INPUTS.contact}
        required
        {...form.register('contact')}
        error={err(e.contact?.message)}
      />
    </FormDialog>
  )
}

/** "Edit shipping address" / "Edit billing address": one address of the order. */
export function OrderAddressDialog({
  order,
  kind,
  open,
  onClose,
}: {
  order: OrderDetails
  kind: 'shippingAddress' | 'billingAddress'
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const dialog = useContactForm(
    order,
    open,
    onClose,
    addressInput,
    (): AddressInput => ({ ...order[kind], country: order[kind].country.toUpperCase() }),
    (v) => ({ [kind]: v }),
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${kind}.${f}`, f])),
  )
  const { form } = dialog
  const e = form.formState.errors
  const title = t(kind === 'shippingAddress' ? 'orders.editShipping' : 'orders.editBilling')
  return (
    <FormDialog
      dialog={dialog}
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={t('orders.save')}
      className="grid gap-4 sm:grid-cols-2"
    >
      {ADDRESS_LINES.map(({ name, label, autoComplete, wide }) => (
        <TextField
          key={name}
          label={t(label)}
          required
          autoComplete={autoComplete}
          fieldClassName={wide ? 'sm:col-span-2' : undefined}
          {...form.register(name)}
          error={err(e[name]?.message)}
        />
      ))}
      <div className="sm:col-span-2">
        <CountrySelect current={order[kind].country.toUpperCase()} {...form.register('country')} error={err(e.country?.message)} />
      </div>
    </FormDialog>
  )
}
