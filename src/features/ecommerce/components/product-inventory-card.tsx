import { Boxes, Globe, Link2, Lock, Truck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DELIVERY_TYPES, PRODUCT_ATTRIBUTES, PRODUCT_ID_TYPES, SHIPPING_TYPES } from '@/api/contracts/ecommerce-products'
import { useErrorText } from '@/lib/form-errors'
import { formatNumber } from '@/lib/format'
import { useMedia } from '@/lib/use-media'
import { DateField } from '@/ui/date-field'
import { Select, TextField } from '@/ui/field'
import { RadioGroup } from '@/ui/radio'
import { Checkbox } from '@/ui/switch'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import { ProductSection, type ProductForm } from './product-form-fields'

const TABS = [
  { key: 'restock', icon: Boxes },
  { key: 'shipping', icon: Truck },
  { key: 'delivery', icon: Globe },
  { key: 'attributes', icon: Link2 },
  { key: 'advanced', icon: Lock },
] as const
/** The tab of each field, to show the first refused one after a submit. */
const FIELD_TAB = { restockQty: 0, shipping: 1, delivery: 2, attributes: 3, expiryDate: 3, idType: 4, productId: 4 } as const

/**
 * Inventory: the template's five tabs (restock quantity, shipping type, global delivery,
 * attributes with the expiry date, advanced product id), vertical from 960 px, stacked below.
 * Every tab's fields live in `inventory` and are stored with the product.
 */
export function ProductInventoryCard({ form }: { form: ProductForm }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const vertical = useMedia('(min-width: 960px)')
  const { register, control } = form
  const e = form.formState.errors.inventory
  const [qty, attributes] = useWatch({ control, name: ['qty', 'inventory.attributes'] })
  const [tab, setTab] = useState(0)
  const submits = form.formState.submitCount
  useEffect(() => {
    const first = (Object.keys(FIELD_TAB) as (keyof typeof FIELD_TAB)[]).find((k) => e?.[k])
    if (first) setTab(FIELD_TAB[first])
    // After each submit only, so the user's own tab choice stays otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submits])
  return (
    <ProductSection title={t('products.inventory.title')}>
      <Tabs variant="pill" vertical={vertical} selectedIndex={tab} onChange={setTab}>
        <TabList vertical={vertical} aria-label={t('products.inventory.tabsLabel')} className={vertical ? 'shrink-0' : undefined}>
          {TABS.map(({ key, icon: Icon }) => (
            <Tab key={key} icon={<Icon aria-hidden />} className={vertical ? 'justify-start' : undefined}>
              {t(`products.inventory.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className={vertical ? 'mt-0' : undefined}>
          <TabPanel unmount={false} className="flex flex-col gap-3">
            <TextField
              label={t('products.inventory.restockQty')}
              type="number"
              inputMode="numeric"
              {...register('inventory.restockQty', { valueAsNumber: true })}
              error={err(e?.restockQty?.message)}
            />
            <p className="text-muted">{t('products.inventory.inStockNow', { qty: formatNumber(Number.isFinite(qty) ? qty : 0) })}</p>
          </TabPanel>
          <TabPanel unmount={false}>
            <Controller
              control={control}
              name="inventory.shipping"
              render={({ field }) => (
                <RadioGroup
                  label={t('products.inventory.shipping')}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={err(e?.shipping?.message)}
                  options={SHIPPING_TYPES.map((s) => ({
                    value: s,
                    label: t(`products.inventory.shippingTypes.${s}`),
                    description: t(`products.inventory.shippingHints.${s}`),
                  }))}
                />
              )}
            />
          </TabPanel>
          <TabPanel unmount={false}>
            <Controller
              control={control}
              name="inventory.delivery"
              render={({ field }) => (
                <RadioGroup
                  label={t('products.inventory.delivery')}
                  variant="card"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={err(e?.delivery?.message)}
                  options={DELIVERY_TYPES.map((d) => ({
                    value: d,
                    label: t(`products.inventory.deliveryTypes.${d}`),
                    description: t(`products.inventory.deliveryHints.${d}`),
                  }))}
                />
              )}
            />
          </TabPanel>
          <TabPanel unmount={false} className="flex flex-col gap-3">
            <Controller
              control={control}
              name="inventory.attributes"
              render={({ field }) => (
                <fieldset className="flex flex-col gap-3">
                  <legend className="mb-2 text-[0.8125rem] font-medium text-text">{t('products.inventory.attributes')}</legend>
                  {PRODUCT_ATTRIBUTES.map((a) => (
                    <Checkbox
                      key={a}
                      label={t(`products.inventory.attributeTypes.${a}`)}
                      checked={(field.value ?? []).includes(a)}
                      onChange={(on) => {
                        field.onChange(on ? [...(field.value ?? []), a] : (field.value ?? []).filter((x) => x !== a))
                        if (a === 'expiry' && !on) form.setValue('inventory.expiryDate', undefined)
                      }}
                    />
                  ))}
                </fieldset>
              )}
            />
            {attributes?.includes('expiry') && (
              <Controller
                control={control}
                name="inventory.expiryDate"
                render={({ field }) => (
                  <DateField
                    label={t('products.inventory.expiryDate')}
                    required
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onBlur={field.onBlur}
                    error={err(e?.expiryDate?.message)}
                  />
                )}
              />
            )}
          </TabPanel>
          <TabPanel unmount={false} className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t('products.inventory.idType')}
              {...register('inventory.idType')}
              error={err(e?.idType?.message)}
              options={PRODUCT_ID_TYPES.map((i) => ({ value: i, label: t(`products.inventory.idTypes.${i}`) }))}
            />
            <TextField
              label={t('products.inventory.productId')}
              dir="ltr"
              {...register('inventory.productId')}
              error={err(e?.productId?.message)}
            />
          </TabPanel>
        </TabPanels>
      </Tabs>
    </ProductSection>
  )
}
