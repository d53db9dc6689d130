import { api } from '@/api/client'
import {
  customer,
  customerDetails,
  customerListResponse,
  orderListResponse,
  review,
  parseMoney,
  product,
  productListResponse,
  referralListResponse,
  reviewListResponse,
  type Product,
  type ProductInput,
} from '@/api/contracts/ecommerce'
import type { CustomerInput } from '@/api/contracts/ecommerce-customers'
import { orderDetails, type OrderStatusInput } from '@/api/contracts/ecommerce-orders'
import type { OrderContactInput } from '@/api/contracts/ecommerce-order-contact'
import { reviewSummary, type ReviewStatusInput } from '@/api/contracts/ecommerce-reviews'
import { PRODUCT_IMAGE_FIELD, productImageUploaded } from '@/api/contracts/ecommerce-products'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

const SHOP = '/apps/ecommerce'

/** Deletes several records, one DELETE each (the API has no bulk call); answers how many went. */
const removeEach = (path: string) =>
  mutation(
    async (ids: number[]) =>
      (await Promise.allSettled(ids.map((id) => api.delete(`${path}/${id}`)))).filter((r) => r.status === 'fulfilled').length,
    {
      invalidateOnError: true,
    },
  )

export const PRODUCT_FILTERS = ['status', 'category', 'stock'] as const
export type ProductListParams = ListParams<(typeof PRODUCT_FILTERS)[number]>

/** The editable body of a stored product (PUT takes the whole product). */
export function productToInput(p: Product): ProductInput {
  const { id: _id, price, ...rest } = p
  return { ...rest, price: parseMoney(price) }
}

/** Products (the products list, the add/edit page). A picture is uploaded first, then its URL saved. */
export const ecommerceProducts = defineResource({
  key: ['ecommerce', 'products'],
  list: (params: ProductListParams, signal) =>
    api
      .get(`${SHOP}/products`, { params: { ...params }, schema: productListResponse, signal })
      .then((r) => ({ rows: r.products, total: r.total })),
  detail: (id: number, signal) => api.get(`${SHOP}/products/${id}`, { schema: product, signal }),
  mutations: {
    create: mutation((body: ProductInput) => api.post(`${SHOP}/products`, body, { schema: product })),
    update: mutation(({ id, body }: { id: number; body: ProductInput }) => api.put(`${SHOP}/products/${id}`, body, { schema: product }), {
      onSuccess: (client, saved) => client.setQueryData(ecommerceProducts.keys.detail(saved.id), saved),
    }),
    remove: mutation((id: number) => api.delete(`${SHOP}/products/${id}`)),
    removeMany: removeEach(`${SHOP}/products`),
    uploadImage: mutation((file: File) => {
      const form = new FormData()
      form.append(PRODUCT_IMAGE_FIELD, file, file.name)
      return api.post(`${SHOP}/images`, form, { schema: productImageUploaded }).then((r) => r.url)
    }),
  },
})

/** Orders: ONE key for the orders list, the order details, the dashboards and a customer's orders. */
export type OrderListParams = ListParams
export const ecommerceOrders = defineResource({
  key: ['ecommerce', 'orders'],
  related: [['ecommerce', 'customers']],
  list: (params: OrderListParams, signal) =>
    api
      .get(`${SHOP}/orders`, { params: { ...params }, schema: orderListResponse, signal })
      .then((r) => ({ rows: r.orders, total: r.total })),
  detail: (id: number, signal) => api.get(`${SHOP}/orders/${id}`, { schema: orderDetails, signal }),
  mutations: {
    setStatus: mutation(
      ({ id, body }: { id: number; body: OrderStatusInput }) => api.put(`${SHOP}/orders/${id}`, body, { schema: orderDetails }),
      {
        onSuccess: (client, saved) => client.setQueryData(ecommerceOrders.keys.detail(saved.id), saved),
      },
    ),
    editContact: mutation(
      ({ id, body }: { id: number; body: OrderContactInput }) => api.put(`${SHOP}/orders/${id}/contact`, body, { schema: orderDetails }),
      {
        onSuccess: (client, saved) => client.setQueryData(ecommerceOrders.keys.detail(saved.id), saved),
      },
    ),
    remove: mutation((id: number) => api.delete(`${SHOP}/orders/${id}`), {
      onSuccess: (client, _, id) => client.removeQueries({ queryKey: ecommerceOrders.keys.detail(id) }),
    }),
  },
})

export type CustomerListParams = ListParams
export const ecommerceCustomers = defineResource({
  key: ['ecommerce', 'customers'],
  list: (params: CustomerListParams, signal) =>
    api
      .get(`${SHOP}/customers`, { params: { ...params }, schema: customerListResponse, signal })
      .then((r) => ({ rows: r.customers, total: r.total })),
  detail: (id: number, signal) => api.get(`${SHOP}/customers/${id}`, { schema: customerDetails, signal }),
  mutations: {
    create: mutation((body: CustomerInput) => api.post(`${SHOP}/customers`, body, { schema: customer })),
    remove: mutation((id: number) => api.delete(`${SHOP}/customers/${id}`), {
      onSuccess: (client, _, id) => client.removeQueries({ queryKey: ecommerceCustomers.keys.detail(id) }),
    }),
  },
})

export const REVIEW_FILTERS = ['status'] as const
export type ReviewListParams = ListParams<(typeof REVIEW_FILTERS)[number]>
export const ecommerceReviews = defineResource({
  key: ['ecommerce', 'reviews'],
  list: (params: ReviewListParams, signal) =>
    api
      .get(`${SHOP}/reviews`, { params: { ...params }, schema: reviewListResponse, signal })
      .then((r) => ({ rows: r.reviews, total: r.total })),
  mutations: {
    setStatus: mutation(({ id, body }: { id: number; body: ReviewStatusInput }) =>
      api.put(`${SHOP}/reviews/${id}`, body, { schema: review }),
    ),
    remove: mutation((id: number) => api.delete(`${SHOP}/reviews/${id}`)),
  },
})

/** The manage-reviews cards' figures; under the reviews' key, so publishing or deleting refreshes them. */
export const ecommerceReviewSummary = defineResource({
  key: ['ecommerce', 'reviews', 'summary'],
  detail: (_id: 'all', signal) => api.get(`${SHOP}/reviews/summary`, { schema: reviewSummary, signal }),
})

export type ReferralListParams = ListParams
export const ecommerceReferrals = defineResource({
  key: ['ecommerce', 'referrals'],
  list: (params: ReferralListParams, signal) =>
    api
      .get(`${SHOP}/referrals`, { params: { ...params }, schema: referralListResponse, signal })
      .then((r) => ({ rows: r.referrals, total: r.total })),
})
