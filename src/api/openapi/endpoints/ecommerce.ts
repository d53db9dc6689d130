import { z } from 'zod'
import * as shop from '../../contracts/ecommerce'
import * as shopCustomers from '../../contracts/ecommerce-customers'
import * as shopOrders from '../../contracts/ecommerce-orders'
import { orderContactInput } from '../../contracts/ecommerce-order-contact'
import * as shopReviews from '../../contracts/ecommerce-reviews'
import * as shopProducts from '../../contracts/ecommerce-products'
import * as shopCategories from '../../contracts/ecommerce-categories'
import * as shopSettings from '../../contracts/ecommerce-settings'
import * as shopProfile from '../../contracts/ecommerce-customer-profile'
import * as shopReferrals from '../../contracts/ecommerce-referrals'
import { get, listParams, write, type Endpoint } from '../endpoint'

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
  write(
    'put',
    `${SHOP}/orders/{id}/contact`,
    'ecommerce',
    "Edit an order's customer info, shipping or billing address (at least one)",
    P,
    orderContactInput,
    { 200: shopOrders.orderDetails },
  ),
  write('post', `${SHOP}/customers`, 'ecommerce', 'Add a customer (the email must be free)', P, shopCustomers.customerInput, {
    201: shop.customer,
  }),
  write('delete', `${SHOP}/customers/{id}`, 'ecommerce', 'Delete a customer', P, undefined, { 204: null }),
  write(
    'put',
    `${SHOP}/customers/{id}`,
    'ecommerce',
    "Edit a customer's details (the email must stay free)",
    P,
    shopProfile.customerDetailsInput,
    {
      200: shop.customerDetails,
    },
  ),
  get(
    `${SHOP}/customers/{id}/profile`,
    'ecommerce',
    "A customer's profile: address book, cards, notifications, 2FA, plan, overview figures",
    P,
    {
      200: shopProfile.customerProfile,
    },
  ),
  write(
    'put',
    `${SHOP}/customers/{id}/profile`,
    'ecommerce',
    "Save sections of a customer's profile (each section sent replaces the stored one)",
    P,
    shopProfile.customerProfileUpdate,
    {
      200: shopProfile.customerProfile,
    },
  ),
  write(
    'post',
    `${SHOP}/customers/{id}/password`,
    'ecommerce',
    "Change a customer's password (rules and confirmation)",
    P,
    shopProfile.customerPassword,
    {
      204: null,
    },
  ),
  get(`${SHOP}/referrals/summary`, 'ecommerce', 'The referrals stat cards (earnings, sign-ups, conversion rate, invitations)', P, {
    200: shopReferrals.referralSummary,
  }),
  write(
    'post',
    `${SHOP}/referrals/invites`,
    'ecommerce',
    'Invite a friend by e-mail (once per address)',
    P,
    shopReferrals.referralInviteInput,
    {
      201: shopReferrals.referralInvite,
    },
  ),
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
  get(
    `${SHOP}/categories`,
    'ecommerce',
    'Product categories, with the products and their value (Σ price × quantity) per category, computed',
    P,
    { 200: shopCategories.categoryListResponse },
    { query: listParams(shopCategories.CATEGORY_SORT_KEYS, { status: z.enum(shopCategories.CATEGORY_STATUSES).optional() }) },
  ),
  get(`${SHOP}/categories/{id}`, 'ecommerce', 'One category', P, { 200: shopCategories.category }),
  write('post', `${SHOP}/categories`, 'ecommerce', 'Add a category (title and slug free, parent known)', P, shopCategories.categoryInput, {
    201: shopCategories.category,
  }),
  write(
    'put',
    `${SHOP}/categories/{id}`,
    'ecommerce',
    'Edit a category (a new title is carried to its products)',
    P,
    shopCategories.categoryInput,
    { 200: shopCategories.category },
  ),
  write(
    'delete',
    `${SHOP}/categories/{id}`,
    'ecommerce',
    'Delete a category unless products use it',
    P,
    undefined,
    { 204: null },
    {
      errors: { 409: 'Used by products: `{ message, count }`' },
    },
  ),
  get(`${SHOP}/settings`, 'ecommerce', 'The shop settings (six tabs: store, payments, checkout, shipping, location, notifications)', P, {
    200: shopSettings.shopSettings,
  }),
  write(
    'put',
    `${SHOP}/settings`,
    'ecommerce',
    'Save settings tabs (each section sent replaces the stored one)',
    P,
    shopSettings.shopSettingsUpdate,
    {
      200: shopSettings.shopSettings,
    },
  ),
  get(`${SHOP}/reviews/summary`, 'ecommerce', 'Review figures: average, distribution, last week, per weekday (computed)', P, {
    200: shopReviews.reviewSummary,
  }),
]
