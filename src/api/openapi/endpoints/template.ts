import { z } from 'zod'
import * as academy from '../../contracts/academy'
import * as calendar from '../../contracts/calendar'
import * as chat from '../../contracts/chat'
import * as shop from '../../contracts/ecommerce'
import * as email from '../../contracts/email'
import * as compose from '../../contracts/email-compose'
import * as invoiceItems from '../../contracts/invoice-items'
import * as invoices from '../../contracts/invoices'
import * as logistics from '../../contracts/logistics'
import * as permissions from '../../contracts/permissions'
import * as roles from '../../contracts/roles'
import * as users from '../../contracts/users'
import { get, listParams, write, type Endpoint } from '../endpoint'
import { templatePageEndpoints } from './template-pages'

/** The admin template's endpoints (apps, pages, dashboards): public, as in the template they copy. */
const P = 'public'
const flag = z.enum(['true', 'false']).optional()
const SHOP = '/api/apps/ecommerce'

const apps: Endpoint[] = [
  get(
    '/api/apps/academy/courses',
    'academy',
    'Courses of the catalogue',
    P,
    { 200: academy.courseListResponse },
    {
      query: listParams(academy.COURSE_SORT_KEYS, {
        label: z.enum([...academy.COURSE_TAGS, academy.ALL_COURSES]).optional(),
        hideCompleted: flag,
      }),
    },
  ),
  get('/api/apps/academy/course-details', 'academy', 'The course page (description is HTML: sanitise it)', P, {
    200: academy.courseDetails,
  }),
  write(
    'put',
    '/api/apps/academy/course-details/topics/{id}',
    'academy',
    "Tick or untick a topic (id: its position over the course content); the section's status is recomputed",
    P,
    academy.topicProgressInput,
    { 200: academy.courseDetails },
  ),
  get(
    '/api/apps/calendar',
    'calendar',
    'Events of the given calendars (repeat the parameter)',
    P,
    { 200: calendar.calendarEventList },
    {
      query: z.object({ calendars: z.array(z.enum(calendar.CALENDARS)).optional() }),
    },
  ),
  write('post', '/api/apps/calendar', 'calendar', 'Add an event', P, calendar.calendarEventInput, { 201: calendar.calendarEvent }),
  write('put', '/api/apps/calendar/{id}', 'calendar', 'Update an event', P, calendar.calendarEventUpdate, { 201: calendar.calendarEvent }),
  write('patch', '/api/apps/calendar/{id}', 'calendar', 'Update an event (same as PUT)', P, calendar.calendarEventUpdate, {
    201: calendar.calendarEvent,
  }),
  write('delete', '/api/apps/calendar/{id}', 'calendar', 'Delete an event', P, undefined, { 204: null }),
  get(
    '/api/apps/chat/chats-and-contacts',
    'chat',
    'Chats (newest first) and contacts',
    P,
    { 200: chat.chatsAndContactsResponse },
    {
      query: z.object({ q: z.string().optional() }),
    },
  ),
  get(
    '/api/apps/chat/chats/{userId}',
    'chat',
    'The chat with a contact (null when none yet)',
    P,
    { 200: chat.chatWithContactResponse },
    { params: { userId: z.number().int() } },
  ),
  write(
    'post',
    '/api/apps/chat/chats/{userId}',
    'chat',
    'Send a message',
    P,
    chat.sendMessageRequest,
    { 201: chat.sendMessageResponse },
    {
      params: { userId: z.number().int() },
    },
  ),
  write('put', '/api/apps/chat/profile', 'chat', 'Save my chat profile (status, about, settings)', P, chat.chatProfileUpdate, {
    200: chat.chatProfileUser,
  }),
  get(
    `${SHOP}/products`,
    'ecommerce',
    'Products',
    P,
    { 200: shop.productListResponse },
    {
      query: listParams(shop.PRODUCT_SORT_KEYS, {
        stock: flag,
        category: z.string().optional(),
        status: z.enum(shop.PRODUCT_STATUSES).optional(),
      }),
    },
  ),
  write('post', `${SHOP}/products`, 'ecommerce', 'Add a product (the SKU must be free)', P, shop.productInput, { 201: shop.product }),
  write('delete', `${SHOP}/products/{id}`, 'ecommerce', 'Delete a product', P, undefined, { 204: null }),
  get(`${SHOP}/orders`, 'ecommerce', 'Orders', P, { 200: shop.orderListResponse }, { query: listParams(shop.ORDER_SORT_KEYS) }),
  write('post', `${SHOP}/orders`, 'ecommerce', 'Place an order (front-page checkout; the server computes the amount)', P, shop.orderInput, {
    201: shop.order,
  }),
  write('delete', `${SHOP}/orders/{id}`, 'ecommerce', 'Delete an order', P, undefined, { 204: null }),
  get(`${SHOP}/customers`, 'ecommerce', 'Customers', P, { 200: shop.customerListResponse }, { query: listParams(shop.CUSTOMER_SORT_KEYS) }),
  get(`${SHOP}/customers/{id}`, 'ecommerce', 'One customer', P, { 200: shop.customerDetails }),
  get(
    `${SHOP}/reviews`,
    'ecommerce',
    'Reviews',
    P,
    { 200: shop.reviewListResponse },
    {
      query: listParams(shop.REVIEW_SORT_KEYS, { status: z.enum([...shop.REVIEW_STATUSES, 'All']).optional() }),
    },
  ),
  write('delete', `${SHOP}/reviews/{id}`, 'ecommerce', 'Delete a review', P, undefined, { 204: null }),
  get(`${SHOP}/referrals`, 'ecommerce', 'Referrals', P, { 200: shop.referralListResponse }, { query: listParams(shop.REFERRAL_SORT_KEYS) }),
  get(
    '/api/apps/email',
    'email',
    'E-mails of a folder or filter, with unread counts',
    P,
    { 200: email.emailListResponse },
    {
      query: listParams(null, { filter: z.enum(email.EMAIL_FILTERS).optional(), label: z.enum(email.EMAIL_LABELS).optional() }),
    },
  ),
  write('post', '/api/apps/email', 'email', 'Toggle a label on, or merge fields into, the listed e-mails', P, email.emailUpdateRequest, {
    201: email.emailUpdateResponse,
  }),
  write(
    'post',
    '/api/apps/email/send',
    'email',
    'Send an e-mail: stored in sent (the draft it came from is removed)',
    P,
    compose.emailSendInput,
    {
      201: email.email,
    },
    { errors: { 404: 'Draft not found' }, description: 'The message HTML is sanitised before it is stored.' },
  ),
  write('post', '/api/apps/email/drafts', 'email', 'Keep a draft in the draft folder', P, compose.emailDraftInput, { 201: email.email }),
  write(
    'put',
    '/api/apps/email/drafts/{id}',
    'email',
    'Replace what a draft holds',
    P,
    compose.emailDraftInput,
    { 200: email.email },
    {
      errors: { 404: 'Draft not found' },
    },
  ),
  write(
    'post',
    '/api/apps/email/{id}/reply',
    'email',
    'Reply to an e-mail (appended to its thread)',
    P,
    compose.emailReplyInput,
    {
      201: email.email,
    },
    { errors: { 404: 'Email not found' } },
  ),
  get(
    '/api/apps/users',
    'users',
    'Users (a page beyond the last answers page 1)',
    P,
    { 200: users.userListResponse },
    { query: users.userListQuery },
  ),
  get('/api/apps/users/{id}', 'users', 'One user', P, { 200: users.user }),
  write('post', '/api/apps/users', 'users', 'Add a user (email and username must be free, the role must exist)', P, users.userInput, {
    201: users.userSavedResponse,
  }),
  write('put', '/api/apps/users/{id}', 'users', 'Replace a user', P, users.userInput, { 200: users.userSavedResponse }),
  write('delete', '/api/apps/users/{id}', 'users', 'Delete a user', P, undefined, { 204: null }),
  get('/api/apps/roles', 'roles', 'Every role as a card (user count, a few avatars)', P, { 200: roles.roleListResponse }),
  write('post', '/api/apps/roles', 'roles', 'Add a role (the name must be free)', P, roles.roleInput, { 201: roles.roleCard }),
  write('put', '/api/apps/roles/{id}', 'roles', 'Replace a role', P, roles.roleInput, { 200: roles.roleCard }),
  get(
    '/api/apps/permissions',
    'permissions',
    'Permissions',
    P,
    { 200: permissions.permissionListResponse },
    { query: permissions.permissionListQuery },
  ),
  write('post', '/api/apps/permissions', 'permissions', 'Add a permission (the name must be free)', P, permissions.permissionInput, {
    201: permissions.permission,
  }),
  write('put', '/api/apps/permissions/{id}', 'permissions', 'Replace a permission', P, permissions.permissionInput, {
    200: permissions.permission,
  }),
  write('delete', '/api/apps/permissions/{id}', 'permissions', 'Delete a permission', P, undefined, { 204: null }),
  get('/api/apps/invoice/clients', 'invoices', 'The first clients (for the add form)', P, { 200: invoices.invoiceClientsResponse }),
  get('/api/apps/invoice/stats', 'invoices', 'The list figures: clients, invoices, amounts paid and unpaid', P, {
    200: invoices.invoiceStatsResponse,
  }),
  get('/api/apps/invoice/items', 'invoices', 'The item catalogue of the form lines (title, description, cost)', P, {
    200: invoiceItems.invoiceCatalogueResponse,
  }),
  get('/api/apps/invoice', 'invoices', 'Invoices', P, { 200: invoices.invoiceListResponse }, { query: invoices.invoiceListQuery }),
  write('post', '/api/apps/invoice', 'invoices', 'Add an invoice (id = highest + 1)', P, invoices.invoiceInput, { 201: invoices.invoice }),
  write('put', '/api/apps/invoice/{id}', 'invoices', 'Replace an invoice', P, invoices.invoiceInput, { 200: invoices.invoice }),
  get('/api/apps/invoice/{id}', 'invoices', 'One invoice and its payment details', P, { 200: invoices.invoiceDetailResponse }),
  write(
    'post',
    '/api/apps/invoice/{id}/payments',
    'invoices',
    'Record a payment (more than 0, at most the balance): lowers the balance, status Partial Payment or Paid',
    P,
    invoices.invoicePaymentInput,
    { 201: invoices.invoiceDetailResponse },
  ),
  write(
    'post',
    '/api/apps/invoice/{id}/send',
    'invoices',
    'Send an invoice (a Draft or Downloaded one becomes Sent)',
    P,
    invoices.invoiceSendInput,
    {
      200: invoices.invoiceDetailResponse,
    },
  ),
  write('post', '/api/apps/invoice/{id}/download', 'invoices', 'Record a download (a Draft becomes Downloaded)', P, undefined, {
    200: invoices.invoiceDetailResponse,
  }),
  write(
    'delete',
    '/api/apps/invoice/{id}',
    'invoices',
    'Delete an invoice (404 is `{ error }`, as in the template)',
    P,
    undefined,
    { 204: null },
    {
      description: `404 body: ${JSON.stringify(z.toJSONSchema(invoices.invoiceDeleteError))}`,
    },
  ),
  get(
    '/api/apps/logistics/vehicles',
    'logistics',
    'Vehicles',
    P,
    { 200: logistics.vehicleListResponse },
    { query: logistics.vehicleListQuery },
  ),
]

export const templateEndpoints: Endpoint[] = [...apps, ...templatePageEndpoints]
