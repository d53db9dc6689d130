import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { adminOrdersQuery } from '../api/use-orders'
import { OtpOrdersView } from '../components/otp-orders-view'

/** /otp/order/admin-history (manage all): everyone's orders with their user, spent and refund totals. */
export default function OtpAdminHistoryPage() {
  // The user filter offers the people who have orders (one unfiltered read, cached).
  const everyone = useQuery(adminOrdersQuery({ itemsPerPage: -1 }))
  const users = useMemo(() => {
    const seen = new Map<number, string>()
    for (const o of everyone.data?.rows ?? []) if (o.user && !seen.has(o.userId)) seen.set(o.userId, o.user.fullName)
    return [...seen].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label))
  }, [everyone.data])
  return <OtpOrdersView mode="admin" users={users} />
}
