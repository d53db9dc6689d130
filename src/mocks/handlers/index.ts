import { authHandlers } from './auth'
import { notificationHandlers } from './notifications'
import { otpHandlers } from './otp'
import { platformAreaHandlers } from './platform'
import { modelHandlers } from './models'
import { systemHandlers } from './system'
import { academyHandlers } from './academy'
import { calendarHandlers } from './calendar'
import { chatHandlers } from './chat'
import { ecommerceHandlers } from './ecommerce'
import { emailHandlers } from './email'
import { draftHandlers } from './drafts'
import { userHandlers } from './users'
import { roleHandlers } from './roles'
import { permissionHandlers } from './permissions'
import { invoiceHandlers } from './invoices'
import { logisticsHandlers } from './logistics'
import { analyticsHandlers } from './analytics'
import { dashboardHandlers } from './dashboard'
import { datatableHandlers } from './datatable'
import { contactHandlers } from './contact'
import { faqHandlers } from './faq'
import { helpCenterHandlers } from './help-center'
import { profileHandlers } from './profile'
import { searchHandlers } from './search'
import { benchHandlers } from './bench'

/** Every mock handler; the browser worker and msw/node share this list. */
export const handlers = [
  ...authHandlers,
  ...notificationHandlers,
  ...otpHandlers,
  ...platformAreaHandlers,
  ...modelHandlers,
  ...systemHandlers,
  ...academyHandlers,
  ...calendarHandlers,
  ...chatHandlers,
  ...ecommerceHandlers,
  ...emailHandlers,
  ...draftHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...permissionHandlers,
  ...invoiceHandlers,
  ...logisticsHandlers,
  ...analyticsHandlers,
  ...dashboardHandlers,
  ...datatableHandlers,
  ...contactHandlers,
  ...faqHandlers,
  ...helpCenterHandlers,
  ...profileHandlers,
  ...searchHandlers,
  ...benchHandlers,
]
