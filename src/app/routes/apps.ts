import { ADMIN, defineSection } from './define'

const emailPage = () => import('@/features/email/pages/email-page')

const route = defineSection({ nav: 'apps', access: ADMIN, search: 'appsPages' })

/**
 * Template apps (admin only: manage all). The roles page is composed in app/pages (role cards of
 * `access` + users table of `users`).
 */
export const appRoutes = [
  route('userList', '/apps/user/list', {
    page: () => import('@/features/users/pages/user-list-page'),
    nav: { group: 'user', icon: 'List' },
  }),
  route('userView', '/apps/user/view/:id', { page: () => import('@/features/users/pages/user-view-page') }),
  route('roles', '/apps/roles', { page: () => import('../pages/roles-and-users-page'), nav: { group: 'roles', icon: 'ShieldCheck' } }),
  route('productList', '/apps/ecommerce/product/list', {
    page: () => import('@/features/ecommerce/pages/product-list-page'),
    nav: { group: 'ecommerce', icon: 'List' },
  }),
  route('productAdd', '/apps/ecommerce/product/add', {
    page: () => import('@/features/ecommerce/pages/product-form-page'),
    nav: { group: 'ecommerce', icon: 'PackagePlus' },
  }),
  route('productEdit', '/apps/ecommerce/product/edit/:id', { page: () => import('@/features/ecommerce/pages/product-form-page') }),
  route('categoryList', '/apps/ecommerce/product/category-list', {
    page: () => import('@/features/ecommerce/pages/category-list-page'),
    nav: { group: 'ecommerce', icon: 'Tags' },
  }),
  route('orderList', '/apps/ecommerce/order/list', {
    page: () => import('@/features/ecommerce/pages/order-list-page'),
    nav: { group: 'ecommerce', icon: 'ReceiptText' },
  }),
  route('orderDetails', '/apps/ecommerce/order/details/:id', { page: () => import('@/features/ecommerce/pages/order-details-page') }),
  route('customerList', '/apps/ecommerce/customer/list', {
    page: () => import('@/features/ecommerce/pages/customer-list-page'),
    nav: { group: 'ecommerce', icon: 'UsersRound' },
  }),
  route('customerDetails', '/apps/ecommerce/customer/details/:id/:tab?', {
    page: () => import('@/features/ecommerce/pages/customer-details-page'),
  }),
  route('manageReview', '/apps/ecommerce/manage-review', {
    page: () => import('@/features/ecommerce/pages/review-list-page'),
    nav: { group: 'ecommerce', icon: 'Star' },
  }),
  route('referrals', '/apps/ecommerce/referrals', {
    page: () => import('@/features/ecommerce/pages/referrals-page'),
    nav: { group: 'ecommerce', icon: 'Share2' },
  }),
  route('ecommerceSettings', '/apps/ecommerce/settings', {
    page: () => import('@/features/ecommerce/pages/settings-page'),
    nav: { group: 'ecommerce', icon: 'Settings' },
  }),
  route('permissions', '/apps/permissions', {
    page: () => import('@/features/access/pages/permissions-page'),
    nav: { group: 'roles', icon: 'KeyRound' },
  }),
  // e-mail (#17): route lines below
  route('email', '/apps/email', { page: emailPage, nav: { group: 'email', icon: 'Inbox', label: 'nav.email.inbox' } }),
  route('emailFilter', '/apps/email/filter/:filter', {
    page: emailPage,
    nav: { group: 'email', icon: 'Star', label: 'nav.email.starred', params: { filter: 'starred' } },
  }),
  route('emailLabel', '/apps/email/label/:label', {
    page: emailPage,
    nav: { group: 'email', icon: 'Tag', label: 'nav.email.important', params: { label: 'important' } },
  }),
  // chat (#17): route lines below
  route('chat', '/apps/chat', { page: () => import('@/features/chat/pages/chat-page'), nav: { icon: 'MessageSquareText' } }),
  // calendar (#17): route lines below
  route('calendar', '/apps/calendar', { page: () => import('@/features/calendar/pages/calendar-page'), nav: { icon: 'CalendarDays' } }),
  // invoices (#19): route lines below
  route('invoiceList', '/apps/invoice/list', {
    page: () => import('@/features/invoices/pages/invoice-list-page'),
    nav: { group: 'invoice', icon: 'List' },
  }),
  route('invoicePreview', '/apps/invoice/preview/:id', {
    page: () => import('@/features/invoices/pages/invoice-preview-page'),
    nav: { group: 'invoice', icon: 'Eye', params: { id: '5001' } },
  }),
  route('invoiceAdd', '/apps/invoice/add', {
    page: () => import('@/features/invoices/pages/invoice-form-page'),
    nav: { group: 'invoice', icon: 'FilePlus' },
  }),
  route('invoiceEdit', '/apps/invoice/edit/:id', {
    page: () => import('@/features/invoices/pages/invoice-form-page'),
    nav: { group: 'invoice', icon: 'Pencil', params: { id: '5001' } },
  }),
  // academy and logistics (#19): route lines below
  route('academyMyCourse', '/apps/academy/my-course', {
    page: () => import('@/features/academy/pages/my-course-page'),
    nav: { group: 'academy', icon: 'BookOpenCheck' },
  }),
  route('academyCourseDetails', '/apps/academy/course-details', {
    page: () => import('@/features/academy/pages/course-details-page'),
    nav: { group: 'academy', icon: 'NotebookText' },
  }),
  route('logisticsFleet', '/apps/logistics/fleet', {
    page: () => import('@/features/logistics/pages/fleet-page'),
    nav: { group: 'logistics', icon: 'MapPinned' },
  }),
]
