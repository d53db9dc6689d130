import { useParams } from 'react-router-dom'
import { OtpLiveOrder } from '../components/otp-live-order'
import { OtpNewOrder } from '../components/otp-new-order'

/** /otp/order/{id}: id `default` is the new-order form (SPEC section 2), a number is that order live. */
export default function OtpOrderPage() {
  const { id = 'default' } = useParams()
  if (id === 'default') return <OtpNewOrder />
  const n = /^\d+$/.test(id) ? Number(id) : Number.NaN
  // A non-numeric id reaches the API like any other, which answers 404: one "not found" screen for both.
  return <OtpLiveOrder key={id} id={Number.isNaN(n) ? -1 : n} />
}
