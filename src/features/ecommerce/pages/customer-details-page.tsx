import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import type { CustomerDetails } from '@/api/contracts/ecommerce'
import { ecommerceCustomers } from '@/api/resources/ecommerce'
import { ecommerceCustomerProfile } from '@/api/resources/ecommerce-customer-profile'
import { formatMoney, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { ConfirmDialog } from '@/ui/dialog'
import { PageHeader } from '@/ui/page-header'
import { QueryState } from '@/ui/query-state'
import { CustomerCountry } from '../components/customer-country'
import { CustomerEditDialog, CustomerPlanDialog } from '../components/customer-edit-dialogs'
import { CustomerTabs } from '../components/customer-tabs'
import { SHOP_CURRENCY } from '../lib/product-meta'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/customer/details/:id/:tab?: the customer's card and tabs; delete with confirmation. */
export default function CustomerDetailsPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const customer = ecommerceCustomers.useDetail(Number(useParams().id))
  return (
    <QueryState query={customer} error={t('customerDetails.loadFailed')}>
      {(c) => <CustomerView customer={c} />}
    </QueryState>
  )
}

function CustomerView({ customer: c }: { customer: CustomerDetails }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const [dialog, setDialog] = useState<'edit' | 'plan' | null>(null)
  const profile = ecommerceCustomerProfile.useDetail(c.id).data
  const remove = ecommerceCustomers.useMutation('remove', {
    failed: t('toasts.failed'),
    success: () => t('customers.deleted', { name: c.customer }),
  })
  const facts: [string, React.ReactNode][] = [
    [t('fields.email'), <span dir="ltr">{c.email}</span>],
    [t('fields.status'), <Chip tone="success">{t('customerDetails.active')}</Chip>],
    [t('fields.mobile'), <span dir="ltr">{c.contact}</span>],
    [t('fields.country'), <CustomerCountry code={c.countryCode} />],
    ...(profile
      ? [[t('customerDetails.plan'), <Chip tone="primary">{t(`customerDetails.plans.${profile.plan}`)}</Chip>] as [string, React.ReactNode]]
      : []),
  ]
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={t('customerDetails.title', { id: c.customerId })}
        actions={
          <Button variant="tonal" color="error" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            {t('customerDetails.delete')}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card>
          <CardBody className="flex flex-col items-center gap-4 text-center">
            <Avatar src={c.avatar || undefined} name={c.customer} size={96} />
            <div>
              <h2 className="text-lg font-medium text-strong">{c.customer}</h2>
              <p className="text-muted" dir="ltr">
                #{c.customerId}
              </p>
            </div>
            <div className="flex gap-8">
              <p>
                <span className="block text-lg font-medium text-strong">{formatNumber(c.order)}</span>
                {t('fields.orders')}
              </p>
              <p>
                <span className="block text-lg font-medium text-strong">{formatMoney(c.totalSpent, SHOP_CURRENCY)}</span>
                {t('fields.totalSpent')}
              </p>
            </div>
            <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-border pt-4 text-start">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-strong">{label}</dt>
                  <dd className="min-w-0 truncate">{value}</dd>
                </div>
              ))}
            </dl>
            {profile && (
              <div className="flex w-full flex-wrap justify-center gap-3">
                <Button onClick={() => setDialog('edit')}>{t('customerDetails.edit')}</Button>
                {profile.plan !== 'premium' && (
                  <Button variant="tonal" onClick={() => setDialog('plan')}>
                    {t('customerDetails.upgrade')}
                  </Button>
                )}
              </div>
            )}
          </CardBody>
        </Card>
        <CustomerTabs id={c.id} email={c.email} />
      </div>
      {profile && (
        <>
          <CustomerEditDialog customer={c} profile={profile} open={dialog === 'edit'} onClose={() => setDialog(null)} />
          <CustomerPlanDialog customer={c} profile={profile} open={dialog === 'plan'} onClose={() => setDialog(null)} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(c.id, { onSuccess: () => void navigate(linkTo('customerList')) })}
        busy={remove.isPending}
        title={t('customers.deleteTitle')}
        message={t('customers.deleteMessage', { name: c.customer })}
        confirmLabel={t('common:actions.delete')}
      />
    </div>
  )
}
