import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '@/api/contracts/chat'
import { Avatar } from '@/ui/avatar'
import { Drawer } from '@/ui/drawer'
import { STATUS_LABELS } from '../lib/chat-meta'

/** The contact's profile (inline end): avatar and status, about, personal information. */
export function ContactProfileDrawer({ contact: open, onClose }: { contact: ChatContact | null; onClose: () => void }) {
  const { t } = useTranslation('chat')
  // The last contact stays drawn while the drawer slides out.
  const [last, setLast] = useState(open)
  if (open && open !== last) setLast(open)
  const contact = open ?? last
  return (
    <Drawer open={open !== null} onClose={onClose} title={t('contactProfile')} width="w-[min(360px,100vw)]">
      {contact && (
        <div className="flex flex-col gap-6">
          <ProfileHead avatar={contact.avatar} name={contact.fullName} status={contact.status} role={contact.role} />
          <section className="flex flex-col gap-2">
            <h3 className="text-xs font-medium tracking-wide text-muted uppercase">{t('profile.about')}</h3>
            <p dir="auto" className="text-[0.9375rem] whitespace-pre-wrap">
              {contact.about || t('profile.noAbout')}
            </p>
          </section>
          <section className="flex flex-col gap-2">
            <h3 className="text-xs font-medium tracking-wide text-muted uppercase">{t('profile.info')}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[0.9375rem]">
              <dt className="text-muted">{t('profile.role')}</dt>
              <dd>{contact.role}</dd>
              <dt className="text-muted">{t('profile.status')}</dt>
              <dd>{t(STATUS_LABELS[contact.status])}</dd>
            </dl>
          </section>
        </div>
      )}
    </Drawer>
  )
}

/** The top of a profile drawer: large avatar with its status, name and role. */
export function ProfileHead({ avatar, name, status, role }: { avatar: string; name: string; status: ChatContact['status']; role: string }) {
  const { t } = useTranslation('chat')
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <span aria-hidden className="flex">
        <Avatar src={avatar} name={name} status={status} size={84} />
      </span>
      <p className="text-lg font-medium text-strong">{name}</p>
      <p className="text-sm text-muted">
        {role} <span className="sr-only">{t(STATUS_LABELS[status])}</span>
      </p>
    </div>
  )
}
