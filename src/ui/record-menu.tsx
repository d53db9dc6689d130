import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Menu, MenuButton, MenuDivider, MenuItem, MenuPanel } from './menu'

/**
 * The "⋮" menu of a record card: Edit, any `extra` items (e.g. Duplicate), then a red Delete
 * after a divider. `label` names the button ("Actions for Léa"); the classes place and colour it.
 */
export function RecordMenu({
  label,
  onEdit,
  onDelete,
  extra,
  className,
  iconClassName,
}: {
  label: string
  onEdit: () => void
  onDelete: () => void
  extra?: React.ReactNode
  className: string
  iconClassName: string
}) {
  const { t } = useTranslation()
  return (
    <Menu>
      <MenuButton aria-label={label} className={className}>
        <EllipsisVertical aria-hidden className={iconClassName} />
      </MenuButton>
      <MenuPanel>
        <MenuItem icon={<Pencil />} onClick={onEdit}>
          {t('actions.edit')}
        </MenuItem>
        {extra}
        <MenuDivider />
        <MenuItem icon={<Trash2 />} danger onClick={onDelete}>
          {t('actions.delete')}
        </MenuItem>
      </MenuPanel>
    </Menu>
  )
}
