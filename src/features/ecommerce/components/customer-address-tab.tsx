import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { customerAddress, type CustomerAddress, type CustomerCard, type CustomerProfile } from '@/api/contracts/ecommerce-customer-profile'
import { ecommerceCustomerProfile } from '@/api/resources/ecommerce-customer-profile'
import { useErrorText } from '@/lib/form-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { ConfirmDialog } from '@/ui/dialog'
import { EmptyState } from '@/ui/empty-state'
import { TextField } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { IconButton } from '@/ui/icon-button'
import { Switch } from '@/ui/switch'
import { CountrySelect } from './country-select'
import { CustomerCountry } from './customer-country'

const FIELDS = ['label', 'line1', 'line2', 'town', 'state', 'postcode'] as const
const blank = (): CustomerAddress => ({ id: '', label: '', line1: '', line2: '', town: '', state: '', postcode: '', country: 'FR' })

/** Address & billing tab: the address book (add, edit, delete with confirmation), the billing address and saved cards. */
export function CustomerAddressTab({ id, profile }: { id: number; profile: CustomerProfile }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const [editing, setEditing] = useState<CustomerAddress | null>(null)
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null)
  const [removingCard, setRemovingCard] = useState<CustomerCard | null>(null)
  const save = ecommerceCustomerProfile.useMutation('save', {
    form: true,
    failed: t('toasts.failed'),
    success: () => t('customers.addresses.saved'),
  })
  const store = (addresses: CustomerAddress[], billingAddressId = profile.billingAddressId) =>
    save.mutateAsync({ id, body: { addresses, billingAddressId } })
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>{t('customers.addresses.title')}</CardTitle>
          <Button variant="tonal" onClick={() => setEditing(blank())}>
            <Plus aria-hidden />
            {t('customers.addresses.add')}
          </Button>
        </CardHeader>
        <CardBody>
          {profile.addresses.length === 0 ? (
            <EmptyState icon={<MapPin />} title={t('customers.addresses.empty')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {profile.addresses.map((a) => (
                <li key={a.id} className="flex flex-col gap-2 rounded-lg border border-border p-4">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-medium text-strong">{a.label}</h3>
                    {a.id === profile.billingAddressId && <Chip tone="primary">{t('customers.addresses.billing')}</Chip>}
                  </div>
                  <address className="text-muted not-italic">
                    {[a.line1, a.line2, `${a.postcode} ${a.town}`, a.state].filter(Boolean).map((l) => (
                      <span key={l} className="block">
                        {l}
                      </span>
                    ))}
                    <CustomerCountry code={a.country} />
                  </address>
                  <div className="flex flex-wrap items-center justify-end gap-1">
                    {a.id !== profile.billingAddressId && (
                      <Button size="sm" variant="text" onClick={() => void store(profile.addresses, a.id)}>
                        {t('customers.addresses.useForBilling')}
                      </Button>
                    )}
                    <IconButton size="sm" label={t('customers.addresses.edit', { label: a.label })} onClick={() => setEditing(a)}>
                      <Pencil />
                    </IconButton>
                    <IconButton
                      size="sm"
                      color="error"
                      label={t('customers.addresses.remove', { label: a.label })}
                      onClick={() => setDeleting(a)}
                    >
                      <Trash2 />
                    </IconButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('customers.addresses.cards')}</CardTitle>
        </CardHeader>
        <CardBody>
          {profile.cards.length === 0 ? (
            <p className="text-muted">{t('customers.addresses.cardsEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {profile.cards.map((c) => (
                <li key={c.id} className="flex flex-wrap justify-between gap-2 rounded-lg border border-border p-4">
                  <span className="font-medium text-strong">{t('customers.addresses.cardEnding', { brand: c.brand, last4: c.last4 })}</span>
                  <span className="flex items-center gap-2 text-muted">
                    {t('customers.addresses.expires', { date: c.expiry })}
                    <IconButton
                      size="sm"
                      color="error"
                      label={t('customers.addresses.removeCard', { brand: c.brand, last4: c.last4 })}
                      onClick={() => setRemovingCard(c)}
                    >
                      <Trash2 />
                    </IconButton>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      <AddressDialog
        key={editing ? editing.id || 'new' : 'closed'}
        address={editing}
        onClose={() => setEditing(null)}
        billing={editing !== null && (editing.id === '' ? profile.billingAddressId === null : editing.id === profile.billingAddressId)}
        submit={(saved, billing) => {
          const others = profile.addresses.filter((a) => a.id !== saved.id)
          const list = editing?.id ? profile.addresses.map((a) => (a.id === saved.id ? saved : a)) : [...others, saved]
          const billingId = billing ? saved.id : profile.billingAddressId === saved.id ? null : profile.billingAddressId
          return store(list, billingId)
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void store(profile.addresses.filter((a) => a.id !== deleting.id)).then(() => setDeleting(null))}
        busy={save.isPending}
        title={t('customers.addresses.removeTitle')}
        message={t('customers.addresses.removeMessage', { label: deleting?.label ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />
      <ConfirmDialog
        open={removingCard !== null}
        onClose={() => setRemovingCard(null)}
        onConfirm={() =>
          removingCard &&
          void save
            .mutateAsync({ id, body: { cards: profile.cards.filter((c) => c.id !== removingCard.id) } })
            .then(() => setRemovingCard(null))
        }
        busy={save.isPending}
        title={t('customers.addresses.removeCardTitle')}
        message={t('customers.addresses.removeCardMessage', { brand: removingCard?.brand ?? '', last4: removingCard?.last4 ?? '' })}
        confirmLabel={t('common:actions.delete')}
      />
    </div>
  )
}

function AddressDialog({
  address,
  billing,
  onClose,
  submit,
}: {
  address: CustomerAddress | null
  billing: boolean
  onClose: () => void
  submit: (address: CustomerAddress, billing: boolean) => Promise<unknown>
}) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const [useForBilling, setUseForBilling] = useState(billing)
  const dialog = useFormDialog({
    schema: customerAddress,
    open: address !== null,
    values: () => ({ ...(address ?? blank()), id: address?.id || crypto.randomUUID() }),
    submit: (a) => submit(a, useForBilling),
    onDone: onClose,
    deps: [address],
  })
  const { form } = dialog
  const e = form.formState.errors
  const title = address?.id ? t('customers.addresses.edit', { label: address.label }) : t('customers.addresses.add')
  return (
    <FormDialog
      dialog={dialog}
      open={address !== null}
      onClose={onClose}
      title={title}
      submitLabel={t('settings.save')}
      className="grid gap-4 sm:grid-cols-2"
    >
      {FIELDS.map((name) => (
        <TextField
          key={name}
          label={name === 'label' ? t('customers.addresses.label') : t(`customers.address.${name}`)}
          required={name === 'label' || name === 'line1' || name === 'town' || name === 'postcode'}
          {...form.register(name)}
          error={err(e[name]?.message)}
        />
      ))}
      <CountrySelect {...form.register('country')} error={err(e.country?.message)} />
      <Switch
        className="sm:col-span-2"
        label={t('customers.addresses.useForBilling')}
        checked={useForBilling}
        onChange={setUseForBilling}
      />
    </FormDialog>
  )
}
