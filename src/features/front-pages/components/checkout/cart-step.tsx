import { Heart, Percent, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CHECKOUT_COUPON, GIFT_WRAP_FEE } from '@/api/contracts/ecommerce'
import { useErrorText } from '@/lib/form-errors'
import { formatMoney, formatNumber } from '@/lib/format'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { Chip } from '@/ui/chip'
import { Select, TextField } from '@/ui/field'
import { RatingView } from '@/ui/rating'
import { MAX_QTY, type CartItem } from '../../lib/cart'
import type { CheckoutValues } from '../../lib/checkout-schema'

function CartLine({
  item,
  onQty,
  onRemove,
  onWishlist,
}: {
  item: CartItem
  onQty: (qty: number) => void
  onRemove: () => void
  onWishlist: () => void
}) {
  const { t } = useTranslation('front')
  return (
    <li className="flex flex-col gap-4 py-5 sm:flex-row">
      <img src={item.image} alt="" width={96} height={96} loading="lazy" className="size-24 shrink-0 rounded-md bg-surface-2 p-2" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="font-medium text-strong">{item.name}</h3>
        <p className="text-sm text-muted">{t('checkout.cart.soldBy', { seller: item.seller })}</p>
        <div className="flex flex-wrap items-center gap-3">
          <RatingView value={item.rating} size="sm" />
          <Chip tone={item.inStock ? 'success' : 'error'}>{item.inStock ? t('checkout.cart.inStock') : t('checkout.cart.outOfStock')}</Chip>
        </div>
        <div className="mt-1 w-24">
          <Select
            label={t('checkout.cart.qty', { name: item.name })}
            hideLabel
            value={String(item.qty)}
            onChange={(e) => onQty(Number(e.target.value))}
            options={Array.from({ length: MAX_QTY }, (_, i) => ({ value: String(i + 1), label: formatNumber(i + 1) }))}
          />
        </div>
      </div>
      <div className="flex flex-row items-center justify-between gap-2 sm:flex-col sm:items-end">
        <p className="text-lg font-medium text-primary">{formatMoney(item.price * item.qty)}</p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="text"
            color="secondary"
            onClick={onRemove}
            aria-label={t('checkout.cart.removeItem', { name: item.name })}
          >
            <Trash2 aria-hidden />
            {t('checkout.cart.remove')}
          </Button>
          <Button size="sm" variant="tonal" onClick={onWishlist} aria-label={t('checkout.cart.wishlistItem', { name: item.name })}>
            <Heart aria-hidden />
            {t('checkout.cart.wishlist')}
          </Button>
        </div>
      </div>
    </li>
  )
}

/** Cart: the offer, the items (quantity, remove, move to wishlist), a coupon and gift wrap. */
export function CartStep() {
  const { t } = useTranslation('front')
  const errorText = useErrorText()
  const { watch, setValue, formState } = useFormContext<CheckoutValues>()
  const items = watch('items')
  const coupon = watch('coupon')
  const giftWrap = watch('giftWrap')
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [wishlist, setWishlist] = useState<CartItem[]>([])
  const setItems = (next: CartItem[]) =>
    setValue('items', next, { shouldValidate: formState.isSubmitted || Boolean(formState.errors.items) })
  const applyCoupon = () => {
    const ok = code.trim().toUpperCase() === CHECKOUT_COUPON.code
    setCodeError(ok ? undefined : 'front:validation.coupon')
    if (ok) setValue('coupon', true)
  }
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success" icon={<Percent />} title={t('checkout.cart.offerTitle')}>
        {t('checkout.cart.offer', { code: CHECKOUT_COUPON.code })}
      </Alert>
      <h2 className="text-lg font-medium text-strong">{t('checkout.cart.title', { n: items.length })}</h2>
      {items.length > 0 ? (
        <ul className="divide-y divide-border">
          {items.map((item, i) => (
            <CartLine
              key={item.id}
              item={item}
              onQty={(qty) => setItems(items.map((it, j) => (j === i ? { ...it, qty } : it)))}
              onRemove={() => setItems(items.filter((_, j) => j !== i))}
              onWishlist={() => {
                setWishlist([...wishlist, item])
                setItems(items.filter((_, j) => j !== i))
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="py-6 text-center text-muted">{t('checkout.cart.empty')}</p>
      )}
      {formState.errors.items?.message && (
        <p role="alert" className="text-sm text-error">
          {errorText(formState.errors.items.message)}
        </p>
      )}
      {wishlist.length > 0 && (
        <section aria-labelledby="wishlist-title" className="rounded-lg bg-surface-2 p-4">
          <h3 id="wishlist-title" className="mb-2 font-medium text-strong">
            {t('checkout.cart.wishlistTitle')}
          </h3>
          <ul className="flex flex-col gap-2">
            {wishlist.map((w) => (
              <li key={w.id} className="flex items-center justify-between gap-3">
                <span>{w.name}</span>
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => {
                    setWishlist(wishlist.filter((x) => x.id !== w.id))
                    setItems([...items, w])
                  }}
                >
                  {t('checkout.cart.backToCart')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-end gap-2">
          <TextField
            label={t('checkout.cart.coupon')}
            value={coupon ? CHECKOUT_COUPON.code : code}
            disabled={coupon}
            onChange={(e) => setCode(e.target.value)}
            error={errorText(codeError)}
            fieldClassName="flex-1"
          />
          <Button variant="outlined" onClick={applyCoupon} disabled={coupon}>
            {coupon ? t('checkout.cart.applied') : t('checkout.cart.apply')}
          </Button>
        </div>
        <Checkbox
          checked={giftWrap}
          onChange={(v) => setValue('giftWrap', v)}
          label={t('checkout.cart.giftWrap', { price: formatMoney(GIFT_WRAP_FEE) })}
          className="self-end pb-2"
        />
      </div>
    </div>
  )
}
