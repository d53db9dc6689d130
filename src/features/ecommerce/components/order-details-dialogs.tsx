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
import { FLAG_COUNTRIES, regionName } from '@/lib/display-names'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Dialog } from '@/ui/dialog'
import { Select, TextField } from '@/ui/field'
import { FormFooter } from '@/ui/form-footer'

export type OrderEditKind = 'customer' | 'shippingAddress' | 'billingAddress'
const ADDRESS_FIELDS = ['line', 'city', 'postcode', 'country'] as const

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
  const { form, formId, onSubmit } = useContactForm(
    order,
    open,
    onClose,
    orderCustomerInput,
    (): OrderCustomerInput => ({ customer: order.customer, email: order.email, contact: order.contact }),
    (v) => v,
  )
  const e = form.formState.errors
  const title = t('orders.editCustomer')
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={<FormFooter form={formId} submitLabel={t('orders.save')} busy={form.formState.isSubmitting} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
        <TextField label={t('fields.name')} required autoComplete="name" {...form.register('customer')} error={err(e.customer?.message)} />
        <TextField
          label={t('fields.email')}
          required
          type="email"
          dir="ltr"
          autoComplete="email"
          {...form.register('email')}
          error={err(e.email?.message)}
        />
        <TextField
          label={t('orders.phone')}
          required
          type="tel"
          dir="ltr"
          autoComplete="tel"
          {...form.register('contact')}
          error={err(e.contact?.message)}
        />
      </form>
    </Dialog>
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
  const { form, formId, onSubmit } = useContactForm(
    order,
    open,
    onClose,
    addressInput,
    (): AddressInput => ({ ...order[kind], country: order[kind].country.toUpperCase() }),
    (v) => ({ [kind]: v }),
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${kind}.${f}`, f])),
  )
  const e = form.formState.errors
  const current = order[kind].country.toUpperCase()
  const countries = [...new Set<string>([...FLAG_COUNTRIES, current])]
    .map((c) => ({ value: c, label: regionName(c) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const title = t(kind === 'shippingAddress' ? 'orders.editShipping' : 'orders.editBilling')
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={<FormFooter form={formId} submitLabel={t('orders.save')} busy={form.formState.isSubmitting} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={title} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('orders.addressLine')}
          required
          autoComplete="street-address"
          fieldClassName="sm:col-span-2"
          {...form.register('line')}
          error={err(e.line?.message)}
        />
        <TextField
          label={t('orders.city')}
          required
          autoComplete="address-level2"
          {...form.register('city')}
          error={err(e.city?.message)}
        />
        <TextField
          label={t('orders.postcode')}
          required
          autoComplete="postal-code"
          {...form.register('postcode')}
          error={err(e.postcode?.message)}
        />
        <div className="sm:col-span-2">
          <Select label={t('fields.country')} {...form.register('country')} error={err(e.country?.message)} options={countries} />
        </div>
      </form>
    </Dialog>
  )
}
