/**
 * Every seed file (seed/*.json) in one module, hence one chunk: a first start downloads the seed in
 * one request instead of one per table (./seed.ts imports it only to fill the database). The sign-in's
 * accounts are apart (seed.ts SIGN_IN_SEEDS): a first start writes them first, without waiting for this.
 */
import notifications from '@seed/notifications.json'
import otpCatalog from '@seed/otp-catalog.json'
import otpOrders from '@seed/otp-orders.json'
import otpBalances from '@seed/otp-balances.json'
import tinderAccounts from '@seed/tinder-accounts.json'
import fruitzAccounts from '@seed/fruitz-accounts.json'
import tinderStrategies from '@seed/tinder-strategies.json'
import fruitzStrategies from '@seed/fruitz-strategies.json'
import models from '@seed/models.json'
import academyCourses from '@seed/academy-courses.json'
import academyCourseDetails from '@seed/academy-course-details.json'
import calendarEvents from '@seed/calendar-events.json'
import chatProfile from '@seed/chat-profile.json'
import chatContacts from '@seed/chat-contacts.json'
import chatChats from '@seed/chat-chats.json'
import ecommerceProducts from '@seed/ecommerce-products.json'
import ecommerceOrders from '@seed/ecommerce-orders.json'
import ecommerceCustomers from '@seed/ecommerce-customers.json'
import ecommerceReviews from '@seed/ecommerce-reviews.json'
import ecommerceReferrals from '@seed/ecommerce-referrals.json'
import ecommerceCategories from '@seed/ecommerce-categories.json'
import emails from '@seed/emails.json'
import users from '@seed/users.json'
import roles from '@seed/roles.json'
import permissions from '@seed/permissions.json'
import invoices from '@seed/invoices.json'
import vehicles from '@seed/vehicles.json'
import analyticsProjects from '@seed/analytics-projects.json'
import sales from '@seed/sales.json'
import faq from '@seed/faq.json'
import helpCenter from '@seed/help-center.json'
import profile from '@seed/profile.json'

export const SEED_FILES = {
  notifications,
  otpCatalog,
  otpOrders,
  otpBalances,
  tinderAccounts,
  fruitzAccounts,
  tinderStrategies,
  fruitzStrategies,
  models,
  academyCourses,
  academyCourseDetails,
  calendarEvents,
  chatProfile,
  chatContacts,
  chatChats,
  ecommerceProducts,
  ecommerceOrders,
  ecommerceCustomers,
  ecommerceReviews,
  ecommerceReferrals,
  ecommerceCategories,
  emails,
  users,
  roles,
  permissions,
  invoices,
  vehicles,
  analyticsProjects,
  sales,
  faq,
  helpCenter,
  profile,
}
