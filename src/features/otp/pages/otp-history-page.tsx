import { OtpOrdersView } from '../components/otp-orders-view'

/** /otp/order/history: the signed-in user's orders. */
export default function OtpHistoryPage() {
  return <OtpOrdersView mode="mine" />
}
