import type { PageModuleExtras } from '@/api/resources'
import { OtpOrdersView } from '../components/otp-orders-view'

export { prefetchMine as prefetch } from '../components/otp-orders-view'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['otp']

/** /otp/order/history: the signed-in user's orders. */
export default function OtpHistoryPage() {
  return <OtpOrdersView mode="mine" />
}
