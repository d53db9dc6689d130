import { Copy, DollarSign, Percent, Send, UserPlus, Wallet } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { referralInviteInput } from '@/api/contracts/ecommerce-referrals'
import { ecommerceReferralSummary } from '@/api/resources/ecommerce-referrals'
import { copyText } from '@/lib/clipboard'
import { useErrorText } from '@/lib/form-errors'
import { formatMoney, formatNumber } from '@/lib/format'
import { useFormDialog } from '@/lib/use-form-dialog'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { TextField } from '@/ui/field'
import { StatCard, StatCardGrid } from '@/ui/stat-card'
import { SHOP_CURRENCY } from '../lib/product-meta'

const LINK = `${typeof location === 'undefined' ? '' : location.origin}/front-pages/landing?ref=vermilion`

/** The referrals page's stat cards (computed by the API from the referrals), "how to use" steps and invite card. */
export function ReferralCards() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const summary = ecommerceReferralSummary.useDetail('all')
  const s = summary.data
  const invite = ecommerceReferralSummary.useMutation('invite', {
    form: true,
    failed: t('toasts.failed'),
    success: (r) => t('referrals.invite.sent', { email: r.email }),
  })
  const [sent, setSent] = useState(0)
  const { form, formId, onSubmit } = useFormDialog({
    schema: referralInviteInput,
    open: true,
    values: () => ({ email: '' }),
    submit: invite.mutateAsync,
    onDone: () => setSent((n) => n + 1),
    deps: [sent],
  })
  const [copied, setCopied] = useState('')
  const money = (n?: number) => (n === undefined ? '' : formatMoney(n, SHOP_CURRENCY))
  return (
    <>
      <StatCardGrid>
        <StatCard icon={<DollarSign />} label={t('referrals.stats.totalEarning')} value={money(s?.totalEarning)} loading={!s} />
        <StatCard
          tone="warning"
          icon={<Wallet />}
          label={t('referrals.stats.unpaidEarning')}
          value={money(s?.unpaidEarning)}
          loading={!s}
        />
        <StatCard
          tone="success"
          icon={<UserPlus />}
          label={t('referrals.stats.signups')}
          value={s ? formatNumber(s.signups) : ''}
          hint={s && t('referrals.stats.invites', { count: s.invites })}
          loading={!s}
        />
        <StatCard
          tone="info"
          icon={<Percent />}
          label={t('referrals.stats.conversionRate')}
          value={s ? formatNumber(s.conversionRate / 100, { style: 'percent', maximumFractionDigits: 1 }) : ''}
          loading={!s}
        />
      </StatCardGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('referrals.steps.title')}</CardTitle>
          </CardHeader>
          <CardBody>
            <ol className="grid gap-4 sm:grid-cols-3">
              {(['one', 'two', 'three'] as const).map((k) => (
                <li key={k} className="flex flex-col items-center gap-2 text-center">
                  <span className="text-muted">{t(`referrals.steps.${k}`)}</span>
                  <span className="text-lg font-medium text-primary">{t(`referrals.steps.${k}Value`)}</span>
                </li>
              ))}
            </ol>
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('referrals.invite.title')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-col gap-4">
            <form id={formId} noValidate onSubmit={onSubmit} aria-label={t('referrals.invite.title')} className="flex items-start gap-3">
              <TextField
                className="flex-1"
                label={t('referrals.invite.email')}
                type="email"
                dir="ltr"
                {...form.register('email')}
                error={err(form.formState.errors.email?.message)}
              />
              <Button type="submit" className="mt-7" loading={form.formState.isSubmitting}>
                <Send aria-hidden />
                {t('referrals.invite.submit')}
              </Button>
            </form>
            <div className="flex items-start gap-3">
              <TextField className="flex-1" label={t('referrals.invite.link')} value={LINK} readOnly dir="ltr" />
              <Button
                variant="tonal"
                className="mt-7"
                onClick={() => void copyText(LINK).then((ok) => ok && setCopied(t('referrals.invite.copied')))}
              >
                <Copy aria-hidden />
                {t('referrals.invite.copy')}
              </Button>
            </div>
            <p role="status" className="text-[0.8125rem] text-success">
              {copied}
            </p>
          </CardBody>
        </Card>
      </div>
    </>
  )
}
