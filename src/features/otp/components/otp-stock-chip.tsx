import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { Chip } from '@/ui/chip'

/** Below this many numbers the stock is shown as low. */
export const LOW_STOCK = 10

export function OtpStockChip({ stock, size }: { stock: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('otp')
  if (stock === 0)
    return (
      <Chip tone="error" size={size}>
        {t('stock.out')}
      </Chip>
    )
  if (stock < LOW_STOCK)
    return (
      <Chip tone="warning" size={size}>
        {t('stock.low', { n: formatNumber(stock) })}
      </Chip>
    )
  return (
    <Chip tone="success" size={size}>
      {t('stock.available', { n: formatNumber(stock) })}
    </Chip>
  )
}
