import { http } from '../../lib/http'
import { db } from '../../db'
import { fieldErrors } from '../../lib/field-errors'
import { pathId, pathRecord, recordOr404 } from '../../lib/ids'
import { created, empty, json } from '../../lib/respond'
import { readBody } from '../../lib/body'
import { productInput, type Product } from '@/api/contracts/ecommerce'
import { categoryOf } from './categories'
import { PRODUCT_IMAGE_FIELD, productImageError, type ProductImageUploaded } from '@/api/contracts/ecommerce-products'

const BASE = '*/api/apps/ecommerce'
const EMPTY_404 = () => empty(404)
/** New endpoints answer 404 `{ message }` (DECISIONS section 5). */
const NOT_FOUND = 'Product not found'
const imageUrl = (id: string) => `/api/apps/ecommerce/images/${id}`

export const formatPrice = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`

async function readImage(request: Request): Promise<File> {
  const file = await request.formData().then(
    (form) => form.get(PRODUCT_IMAGE_FIELD),
    () => null,
  )
  if (!file || typeof file === 'string') fieldErrors({ [PRODUCT_IMAGE_FIELD]: ['validation.required'] })
  const error = productImageError(file)
  if (error) fieldErrors({ [PRODUCT_IMAGE_FIELD]: [error] })
  return file
}

/** Product detail, edit and pictures (the add/edit page; DECISIONS section 9). */
export const productHandlers = [
  http.get(`${BASE}/products/:id`, async ({ params }) =>
    json((await pathRecord(db.ecommerceProducts, params.id, EMPTY_404)) satisfies Product),
  ),

  // The whole product (what is not sent is gone), validated like a creation; the SKU must stay free of other products.
  http.put(`${BASE}/products/:id`, async ({ request, params }) => {
    const id = pathId(params.id, NOT_FOUND)
    const { price, image, ...fields } = await readBody(request, productInput)
    const saved = await db.transaction('rw', db.ecommerceProducts, db.ecommerceCategories, async () => {
      const current = await recordOr404(db.ecommerceProducts, id, NOT_FOUND)
      const owner = await db.ecommerceProducts.where('sku').equals(fields.sku).first()
      if (owner && owner.id !== id) fieldErrors({ sku: ['validation.skuTaken'] })
      await categoryOf(fields.category)
      const row: Product = { ...fields, id, price: formatPrice(price), image: image ?? current.image }
      await db.ecommerceProducts.put(row)
      return row
    })
    return json(saved)
  }),

  // A picture for the product or category forms (multipart `file`), kept as a Blob so it shows offline.
  http.post(`${BASE}/images`, async ({ request }) => {
    const file = await readImage(request)
    const id = crypto.randomUUID()
    const blob = new Blob([await file.arrayBuffer()], { type: file.type })
    await db.ecommerceImages.add({ id, blob, type: file.type, name: file.name, size: blob.size, createdAt: new Date().toISOString() })
    return created({ url: imageUrl(id) } satisfies ProductImageUploaded)
  }),

  http.get(`${BASE}/images/:id`, async ({ params }) => {
    const blob = (await db.ecommerceImages.get(String(params.id)))?.blob
    if (!(blob instanceof Blob)) return empty(404)
    return new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream', 'Cache-Control': 'no-store' } })
  }),
]
