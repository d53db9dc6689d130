import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { users } from '@/api/resources/users'
import { Avatar } from '@/ui/avatar'
import { Combobox, type ComboboxItem } from '@/ui/combobox'

/**
 * Guests as chips: users found by the server's search (with their avatars), or any name typed.
 * The event stores the names.
 */
export function GuestsField({ value, onChange, error }: { value: string[]; onChange: (value: string[]) => void; error?: string }) {
  const { t } = useTranslation('calendar')
  const [query, setQuery] = useState('')
  const q = useDeferredValue(query)
  const found = users.useList({ q, itemsPerPage: 8, sortBy: 'user' })
  const options: ComboboxItem[] = (found.data?.rows ?? []).map((u) => ({
    value: u.fullName,
    label: u.fullName,
    description: u.email,
    icon: <Avatar src={u.avatar} name={u.fullName} size={24} />,
  }))
  return (
    <Combobox
      multiple
      allowCustom
      filter={false}
      label={t('fields.guests')}
      hint={t('hints.guests')}
      options={options}
      value={value}
      onChange={onChange}
      onQueryChange={setQuery}
      error={error}
    />
  )
}
