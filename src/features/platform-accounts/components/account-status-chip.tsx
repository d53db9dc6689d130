import { useTranslation } from 'react-i18next'
import type { AccountStatus, Fruit } from '@/api/contracts/platform'
import { Chip } from '@/ui/chip'
import { FRUIT_META, STATUS_META } from '../lib/platform-meta'

/** Status of an account: tone, icon and the translated name. */
export function AccountStatusChip({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('platform')
  const { tone, icon: Icon } = STATUS_META[status]
  return (
    <Chip tone={tone} className="gap-1.5">
      <Icon aria-hidden className="size-3.5" />
      {t(`status.${status}`)}
    </Chip>
  )
}

/** A Fruitz fruit: the emoji (decorative) and its translated name. */
export function FruitChip({ fruit }: { fruit: Fruit }) {
  const { t } = useTranslation('platform')
  return (
    <Chip tone={FRUIT_META[fruit].tone} className="gap-1.5">
      <span aria-hidden>{FRUIT_META[fruit].emoji}</span>
      {t(`fruits.${fruit}`)}
    </Chip>
  )
}
