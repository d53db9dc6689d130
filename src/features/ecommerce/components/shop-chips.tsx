import { useTranslation } from 'react-i18next'
import type { Product } from '@/api/contracts/ecommerce'
import { cn } from '@/lib/cn'
import { Chip } from '@/ui/chip'
import { toneClasses } from '@/ui/tone'
import { PRODUCT_STATUS_TONE, categoryLabel, categoryMeta } from '../lib/product-meta'

export function ProductStatusChip({ status }: { status: Product['status'] }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  return <Chip tone={PRODUCT_STATUS_TONE[status]}>{t(`productStatus.${status}`)}</Chip>
}

/** The category with its icon tile, in the active language. */
export function ProductCategory({ category }: { category: Product['category'] }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const { icon: Icon, tone } = categoryMeta(category)
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span aria-hidden className={cn('flex size-7 items-center justify-center rounded-full [&_svg]:size-4', toneClasses[tone].soft)}>
        <Icon />
      </span>
      {categoryLabel(t, category)}
    </span>
  )
}
