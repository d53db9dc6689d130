import { z } from 'zod'
import * as shop from '../../contracts/ecommerce'
import * as shopCustomers from '../../contracts/ecommerce-customers'
import * as shopOrders from '../../contracts/ecommerce-orders'
import * as shopReviews from '../../contracts/ecommerce-reviews'
import * as shopProducts from '../../contracts/ecommerce-products'
import { get, write, type Endpoint } from '../endpoint'

/** The e-commerce back office's own endpoints (DECISIONS section 9), beside the template's in template.ts. */
const P = 'public'
const SHOP = '/api/apps/ecommerce'

export const ecommerceEndpoints: Endpoint[] = [
  get(`${SHOP}/products/{id}`, 'ecommerce', 'One product', P, { 200: shop.product }),
  write('put', `${SHOP}/products/{id}`, 'ecommerce', 'Edit a product (the SKU must stay free of other products)', P, shop.productInput, {
    200: shop.product,
  }),
  write(
    'post',
    `${SHOP}/images`,
    'ecommerce',
    'Upload a product picture (multipart field `file`, an image up to 5 MB)',
    P,
    undefined,
    { 201: shopProducts.productImageUploaded },
    {
      bodyTypes: ['multipart/form-data'],
      errors: { 400: 'No file, not an image, empty or too large' },
    },
  ),
  get(`${SHOP}/orders/{id}`, 'ecommerce', 'One order: lines, totals (computed), customer, addresses, shipping activity', P, {
    200: shopOrders.orderDetails,
  }),
  write('put', `${SHOP}/orders/{id}`, 'ecommerce', "Change an order's status", P, shopOrders.orderStatusInput, {
    200: shopOrders.orderDetails,
  }),
  write('post', `${SHOP}/customers`, 'ecommerce', 'Add a customer (the email must be free)', P, shopCustomers.customerInput, {
    201: shop.customer,
  }),
  write('delete', `${SHOP}/customers/{id}`, 'ecommerce', 'Delete a customer', P, undefined, { 204: null }),
  write('put', `${SHOP}/reviews/{id}`, 'ecommerce', 'Publish or unpublish a review', P, shopReviews.reviewStatusInput, {
    200: shop.review,
  }),
  get(
    `${SHOP}/images/{id}`,
    'ecommerce',
    'An uploaded product picture',
    P,
    { 200: { description: 'The image', contentType: 'image/*' } },
    { params: { id: z.string() } },
  ),
]
