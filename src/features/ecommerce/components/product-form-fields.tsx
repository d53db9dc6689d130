import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PRODUCT_STATUSES, type Product, type ProductInput } from '@/api/contracts/ecommerce'
import { PRODUCT_COLLECTIONS } from '@/api/contracts/ecommerce-products'
import { useErrorText } from '@/lib/form-errors'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { Select, TextField } from '@/ui/field'
import { RichTextField } from '@/ui/rich-text-field'
import { Switch } from '@/ui/switch'
import { Button } from '@/ui/button'
import { Combobox } from '@/ui/combobox'
import { useCategories } from '../api/use-categories'
import { CategoryDrawer } from './category-drawer'
import { ShopPictureField } from './shop-picture-field'

export type ProductForm = UseFormReturn<ProductInput, unknown, ProductInput>

/** An optional number input: empty is no value. */
const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v))

export function ProductSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-4">{children}</CardBody>
    </Card>
  )
}

/** Information (name, SKU, rich-text description) and media (one picture, kept as a Blob by the API). */
export function ProductMainFields({
  form,
  files,
  onFiles,
  current,
}: {
  form: ProductForm
  files: File[]
  onFiles: (f: File[]) => void
  current?: Product
}) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const { register, control, formState } = form
  const e = formState.errors
  return (
    <>
      <ProductSection title={t('form.information')}>
        <TextField label={t('fields.productName')} required {...register('productName')} error={err(e.productName?.message)} />
        <TextField
          label={t('fields.sku')}
          required
          inputMode="numeric"
          {...register('sku', { valueAsNumber: true })}
          error={err(e.sku?.message)}
        />
        <TextField label={t('products.barcode')} dir="ltr" {...register('barcode')} error={err(e.barcode?.message)} />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextField
              label={t('fields.description')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err(e.description?.message)}
            />
          )}
        />
      </ProductSection>
      <ProductSection title={t('form.media')}>
        <ShopPictureField
          large
          label={t('fields.image')}
          current={current ? { src: current.image, alt: t('form.currentImage', { name: current.productName }) } : undefined}
          files={files}
          onFiles={onFiles}
          error={err(e.image?.message)}
        />
      </ProductSection>
    </>
  )
}

/** Pricing (price, discounted price, tax, quantity, in stock) and organise (vendor, category + "add category", collection, status, tags). */
export function ProductSideFields({ form }: { form: ProductForm }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const err = useErrorText()
  const categories = useCategories()
  const [adding, setAdding] = useState(false)
  const { register, control, formState } = form
  const e = formState.errors
  return (
    <>
      <ProductSection title={t('form.pricing')}>
        <TextField
          label={t('fields.price')}
          required
          inputMode="decimal"
          step="0.01"
          type="number"
          {...register('price', { valueAsNumber: true })}
          error={err(e.price?.message)}
        />
        <TextField
          label={t('products.discountedPrice')}
          inputMode="decimal"
          step="0.01"
          type="number"
          {...register('discountedPrice', { setValueAs: optionalNumber })}
          error={err(e.discountedPrice?.message)}
        />
        <TextField
          label={t('fields.qty')}
          required
          inputMode="numeric"
          type="number"
          {...register('qty', { valueAsNumber: true })}
          error={err(e.qty?.message)}
        />
        <Controller
          control={control}
          name="stock"
          render={({ field }) => <Switch checked={field.value ?? true} onChange={field.onChange} label={t('stock.in')} />}
        />
        <Controller
          control={control}
          name="chargeTax"
          render={({ field }) => <Switch checked={field.value ?? true} onChange={field.onChange} label={t('products.chargeTax')} />}
        />
      </ProductSection>
      <ProductSection title={t('form.organize')}>
        <TextField label={t('fields.vendor')} required {...register('productBrand')} error={err(e.productBrand?.message)} />
        <div className="flex flex-col gap-2">
          <Select
            label={t('fields.category')}
            {...register('category')}
            error={err(e.category?.message)}
            options={categories.titleOptions}
          />
          <Button type="button" variant="text" size="sm" className="self-start" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            {t('form.addCategory')}
          </Button>
        </div>
        <Select
          label={t('products.collection')}
          {...register('collection', { setValueAs: (v: string) => v || undefined })}
          error={err(e.collection?.message)}
          options={[
            { value: '', label: t('products.noCollection') },
            ...PRODUCT_COLLECTIONS.map((c) => ({ value: c, label: t(`products.collections.${c}`) })),
          ]}
        />
        <Select
          label={t('fields.status')}
          {...register('status')}
          error={err(e.status?.message)}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) }))}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Combobox
              multiple
              allowCustom
              label={t('products.tags')}
              hint={t('products.tagsHint')}
              value={field.value ?? []}
              onChange={field.onChange}
              options={(field.value ?? []).map((tag) => ({ value: tag, label: tag }))}
              error={err(e.tags?.message ?? e.tags?.[0]?.message)}
            />
          )}
        />
      </ProductSection>
      <CategoryDrawer
        open={adding}
        editing={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => form.setValue('category', saved.title, { shouldDirty: true })}
      />
    </>
  )
}
