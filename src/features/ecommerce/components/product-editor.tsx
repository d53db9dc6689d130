import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type DefaultValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { productInput, type Product, type ProductInput } from '@/api/contracts/ecommerce'
import { ecommerceProducts, productToInput } from '@/api/resources/ecommerce'
import { applyServerErrors } from '@/lib/form-errors'
import { linkTo } from '@/lib/paths'
import { Button, buttonVariants } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'
import { ProductMainFields, ProductSideFields } from './product-form-fields'
import { ProductInventoryCard } from './product-inventory-card'
import { ProductVariantsCard } from './product-variants-card'

/** The new cards' values, for a new product and for one stored before them (the seeded ones). */
const extras: DefaultValues<ProductInput> = {
  barcode: '',
  variants: [],
  chargeTax: true,
  tags: [],
  inventory: { restockQty: 0, shipping: 'seller', delivery: 'worldwide', attributes: [], idType: 'isbn', productId: '' },
}

const blank: DefaultValues<ProductInput> = {
  productName: '',
  productBrand: '',
  category: 'Accessories',
  stock: true,
  qty: 0,
  status: 'Published',
  description: '',
  ...extras,
}

/**
 * The add / edit product page's form: validated by the contract (`productInput`), a new picture
 * uploaded first (its URL saved with the product), "Save draft" stores it Inactive, "Publish"
 * Published; 400 field errors (a taken SKU) show under their fields.
 */
export function ProductEditor({ product }: { product?: Product }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const navigate = useNavigate()
  const [files, setFiles] = useState<File[]>([])
  const form = useForm<ProductInput, unknown, ProductInput>({
    resolver: zodResolver(productInput),
    defaultValues: product ? { ...extras, ...productToInput(product) } : blank,
  })
  const failed = t('toasts.failed')
  const upload = ecommerceProducts.useMutation('uploadImage', { form: true, failed })
  const create = ecommerceProducts.useMutation('create', {
    form: true,
    failed,
    success: (saved) => t('form.created', { name: saved.productName }),
  })
  const update = ecommerceProducts.useMutation('update', {
    form: true,
    failed,
    success: (saved) => t('form.updated', { name: saved.productName }),
  })

  const save = (status?: ProductInput['status']) =>
    form.handleSubmit(async (values) => {
      try {
        const image = files[0] ? await upload.mutateAsync(files[0]) : values.image
        const body = { ...values, image, status: status ?? values.status }
        if (product) await update.mutateAsync({ id: product.id, body })
        else await create.mutateAsync(body)
        void navigate(linkTo('productList'))
      } catch (error) {
        applyServerErrors(error, form.setError, { file: 'image' })
      }
    })
  const busy = form.formState.isSubmitting
  return (
    <form noValidate onSubmit={save()} aria-label={t(product ? 'form.editTitle' : 'form.addTitle')} className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={t(product ? 'form.editTitle' : 'form.addTitle')}
        subtitle={t('form.subtitle')}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to={linkTo('productList')} className={buttonVariants({ variant: 'tonal', color: 'secondary' })}>
              {t('form.discard')}
            </Link>
            <Button type="button" variant="tonal" onClick={save('Inactive')} disabled={busy}>
              {t('form.saveDraft')}
            </Button>
            <Button type="button" onClick={save('Published')} loading={busy}>
              {t('form.publish')}
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <ProductMainFields form={form} files={files} onFiles={setFiles} current={product} />
          <ProductVariantsCard form={form} />
          <ProductInventoryCard form={form} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ProductSideFields form={form} />
        </div>
      </div>
    </form>
  )
}
