import { AlertTriangle, PackageX, ShoppingCart, Wallet } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { OTP_SERVICES, toCents, fromCents, type CatalogEntry, type OtpService } from '@/api/contracts/otp'
import { cn } from '@/lib/cn'
import { formatMoney, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Select } from '@/ui/field'
import { Skeleton } from '@/ui/skeleton'
import { useToast } from '@/ui/toast'
import { useBalance } from '../api/use-balance'
import { useFullCatalog } from '../api/use-catalog'
import { useCreateOrder } from '../api/use-order-actions'
import { otpErrorMessage, useCountryName } from '../lib/otp-format'
import { OtpCountry } from './otp-country'
import { OtpRecentOrders } from './otp-recent-orders'
import { SERVICE_ICONS, SERVICE_TONES } from './otp-service'
import { OtpStockChip } from './otp-stock-chip'
import { OtpTopUpDialog } from './otp-top-up-dialog'

const isService = (v: string | null): v is OtpService => (OTP_SERVICES as readonly string[]).includes(v ?? '')

/** Default country of a service: the one asked for, else France, else the first in stock. */
function pickCountry(entries: CatalogEntry[], wanted: string | null): string {
  return (
    (
      entries.find((e) => e.country === wanted) ??
      entries.find((e) => e.country === 'FR' && e.stock > 0) ??
      entries.find((e) => e.stock > 0) ??
      entries[0]
    )?.country ?? ''
  )
}

/** /otp/order/default: choose a service and a country, see price, stock and balance, order. */
export function OtpNewOrder() {
  const { t } = useTranslation(['otp', 'common'])
  const toast = useToast()
  const navigate = useNavigate()
  const countryName = useCountryName()
  const [search, setSearch] = useSearchParams()
  const catalog = useFullCatalog()
  const balance = useBalance()
  const create = useCreateOrder()
  const [topUpOpen, setTopUpOpen] = useState(false)

  const service: OtpService = isService(search.get('service')) ? (search.get('service') as OtpService) : 'tinder'
  const all = useMemo(() => catalog.data?.rows ?? [], [catalog.data])
  const offers = useMemo(
    () => all.filter((e) => e.service === service).sort((a, b) => countryName(a.country).localeCompare(countryName(b.country))),
    [all, service, countryName],
  )
  const country = pickCountry(offers, search.get('country'))
  const entry = offers.find((e) => e.country === country)
  const money = balance.data ?? 0
  const short = entry ? toCents(entry.price) > toCents(money) : false
  const missing = entry && short ? fromCents(toCents(entry.price) - toCents(money)) : 0

  const choose = (next: { service?: OtpService; country?: string }) => {
    create.reset()
    const params = new URLSearchParams(search)
    if (next.service) params.set('service', next.service)
    if (next.country) params.set('country', next.country)
    else if (next.service) params.delete('country')
    setSearch(params, { replace: true })
  }

  const order = () => {
    if (!entry) return
    create.mutate(
      { service, country },
      {
        onSuccess: (o) => {
          toast(t('newOrder.done'), 'success')
          navigate(linkTo('otpOrder', { id: o.id }))
        },
      },
    )
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(320px,400px)]">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('newOrder.title')}</CardTitle>
            <CardSubtitle>{t('newOrder.subtitle')}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody className="flex flex-col gap-6">
          <fieldset>
            <legend className="mb-2 text-[0.8125rem] font-medium">{t('newOrder.service')}</legend>
            <div className="grid grid-cols-3 gap-2 sm:gap-3">
              {OTP_SERVICES.map((s) => {
                const Icon = SERVICE_ICONS[s]
                const list = all.filter((e) => e.service === s)
                const from = list.length ? Math.min(...list.map((e) => e.price)) : undefined
                const selected = s === service
                return (
                  <label
                    key={s}
                    className={cn(
                      'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border-2 px-2 py-3 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary sm:py-4',
                      selected ? 'border-primary bg-primary/5' : 'border-border hover:border-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name="otp-service"
                      value={s}
                      checked={selected}
                      onChange={() => choose({ service: s })}
                      className="sr-only"
                      data-testid={`otp-service-${s}`}
                    />
                    <span className={cn('flex size-10 items-center justify-center rounded-lg', SERVICE_TONES[s])} aria-hidden>
                      <Icon className="size-5" />
                    </span>
                    <span className="font-medium text-strong">{t(`services.${s}`)}</span>
                    <span className="text-xs text-muted">
                      {from !== undefined ? t('newOrder.fromPrice', { price: formatMoney(from) }) : '\u00a0'}
                      <span className="hidden sm:inline"> · {t('newOrder.countries', { n: formatNumber(list.length) })}</span>
                    </span>
                  </label>
                )
              })}
            </div>
          </fieldset>

          {catalog.isPending ? (
            <Skeleton className="h-10" />
          ) : (
            <Select
              label={t('newOrder.country')}
              value={country}
              onChange={(e) => choose({ country: e.target.value })}
              data-testid="otp-country-select"
              options={offers.map((e) => ({
                value: e.country,
                label: `${countryName(e.country)} — ${formatMoney(e.price)} · ${e.stock > 0 ? t('stock.available', { n: formatNumber(e.stock) }) : t('stock.out')}`,
              }))}
            />
          )}

          {entry && (
            <div
              className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border xl:grid-cols-4"
              data-testid="otp-order-summary"
            >
              <Fact label={t('newOrder.number')}>
                <OtpCountry code={entry.country} size="lg" />
              </Fact>
              <Fact label={t('fields.price')}>
                <span className="text-xl font-semibold text-strong tabular-nums" data-testid="otp-price">
                  {formatMoney(entry.price)}
                </span>
              </Fact>
              <Fact label={t('fields.stock')}>
                <span>
                  <OtpStockChip stock={entry.stock} size="md" />
                </span>
              </Fact>
              <Fact label={t('balance.title')}>
                <span
                  className={cn('text-xl font-semibold tabular-nums', short ? 'text-error' : 'text-strong')}
                  data-testid="otp-form-balance"
                >
                  {balance.isPending ? <Skeleton className="h-6 w-20" /> : formatMoney(money)}
                </span>
                {!short && !balance.isPending && (
                  <span className="text-xs text-muted">
                    {t('newOrder.after', { balance: formatMoney(fromCents(toCents(money) - toCents(entry.price))) })}
                  </span>
                )}
              </Fact>
            </div>
          )}

          {entry && entry.stock === 0 && (
            <Alert tone="warning" icon={<PackageX className="size-5" />} title={t('newOrder.outOfStockTitle')}>
              {t('newOrder.outOfStockBody')}
            </Alert>
          )}
          {entry && short && entry.stock > 0 && (
            <Alert tone="warning" icon={<AlertTriangle className="size-5" />} title={t('newOrder.lowBalanceTitle')}>
              <span className="flex flex-wrap items-center justify-between gap-3">
                <span>{t('newOrder.lowBalanceBody', { missing: formatMoney(missing) })}</span>
                <Button size="sm" color="warning" onClick={() => setTopUpOpen(true)}>
                  <Wallet aria-hidden />
                  {t('topUp.open')}
                </Button>
              </span>
            </Alert>
          )}
          {create.isError && (
            <Alert tone="error" data-testid="otp-order-error">
              {otpErrorMessage(create.error, t)}
            </Alert>
          )}

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-5">
            <Button variant="text" color="secondary" onClick={() => setTopUpOpen(true)} data-testid="otp-open-top-up">
              <Wallet aria-hidden />
              {t('topUp.open')}
            </Button>
            <Button
              size="lg"
              onClick={order}
              loading={create.isPending}
              disabled={!entry}
              data-testid="otp-order-submit"
              className="min-w-56"
            >
              <ShoppingCart aria-hidden />
              {entry ? t('newOrder.submit', { price: formatMoney(entry.price) }) : t('newOrder.submitPlain')}
            </Button>
          </div>
        </CardBody>
      </Card>

      <OtpRecentOrders />

      {topUpOpen && (
        <OtpTopUpDialog
          open
          onClose={() => setTopUpOpen(false)}
          balance={balance.data}
          suggested={missing > 0 ? Math.max(10, Math.ceil(missing)) : undefined}
        />
      )}
    </div>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 bg-surface px-4 py-3">
      <span className="text-xs font-medium tracking-wide text-muted uppercase">{label}</span>
      {children}
    </div>
  )
}
