import { useTranslation } from 'react-i18next'
import type { I18nKey } from '@/i18n/i18n-keys'
import { sectionId } from '../lib/sections'
import { FrontSection } from './front-section'

/** Team members: fictional names (not translated), roles in front.json, local avatars. */
const TEAM: readonly { role: I18nKey<'front'>; name: string; avatar: string }[] = [
  { role: 'team.roles.lead', name: 'Sophie Martin', avatar: '/images/avatars/12.svg' },
  { role: 'team.roles.design', name: 'Karim Haddad', avatar: '/images/avatars/7.svg' },
  { role: 'team.roles.dev', name: 'Léa Moreau', avatar: '/images/avatars/21.svg' },
  { role: 'team.roles.support', name: 'Omar Benali', avatar: '/images/avatars/33.svg' },
]

export function LandingTeam() {
  const { t } = useTranslation('front')
  return (
    <FrontSection id={sectionId('team')} eyebrow={t('team.eyebrow')} title={t('team.title')} subtitle={t('team.subtitle')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM.map((m) => (
          <li key={m.name} className="overflow-hidden rounded-xl border border-border bg-surface text-center">
            <div className="bg-primary/10 py-6">
              <img
                src={m.avatar}
                alt=""
                width={128}
                height={128}
                loading="lazy"
                className="mx-auto size-32 rounded-full ring-4 ring-surface"
              />
            </div>
            <div className="p-4">
              <h3 className="font-medium text-strong">{m.name}</h3>
              <p className="text-sm text-muted">{t(m.role)}</p>
            </div>
          </li>
        ))}
      </ul>
    </FrontSection>
  )
}
