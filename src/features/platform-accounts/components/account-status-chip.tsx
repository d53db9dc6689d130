import { useTranslation } from 'react-i18next'
import type { AccountStatus, Fruit } from '@/api/contracts/platform'
import { Chip } from '@/ui/chip'
import { FRUIT_META, STATUS_META } from '../lib/platform-meta'
import { FruitIcon } from './fruit-icon'
import { rowIcons } from './row-icons'

/** Status of an account: tone, icon (from the table's sprite when there is one) and the translated name. */
export function AccountStatusChip({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('platform')
  const { tone } = STATUS_META[status]
  return (
    <Chip tone={tone} className="gap-1.5">
      <rowIcons.Icon name={status} className="size-3.5" />
      {t(`status.${status}`)}
    </Chip>
  )
}

/** A Fruitz fruit: its drawn icon (decorative) and its translated name. */
export function FruitChip({ fruit }: { fruit: Fruit }) {
  const { t } = useTranslation('platform')
  return (
    <Chip tone={FRUIT_META[fruit].tone} className="gap-1.5">
      <FruitIcon fruit={fruit} />
      {t(`fruits.${fruit}`)}
    </Chip>
  )
}
