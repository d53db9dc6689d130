import { useTranslation } from 'react-i18next'
import { sectionId } from '../lib/sections'
import { FrontSection } from './front-section'

/** Team members: fictional names (not translated), roles in front.json, local avatars. */
const TEAM = [
  { key: 'lead', name: 'Sophie Martin', avatar: '/images/avatars/12.svg' },
  { key: 'design', name: 'Karim Haddad', avatar: '/images/avatars/7.svg' },
  { key: 'dev', name: 'Léa Moreau', avatar: '/images/avatars/21.svg' },
  { key: 'support', name: 'Omar Benali', avatar: '/images/avatars/33.svg' },
] as const

export function LandingTeam() {
  const { t } = useTranslation('front')
  return (
    <FrontSection id={sectionId('team')} eyebrow={t('team.eyebrow')} title={t('team.title')} subtitle={t('team.subtitle')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM.map((m) => (
          <li key={m.key} className="overflow-hidden rounded-xl border border-border bg-surface text-center">
            <div className="bg-primary/10 py-6">
              <img src={m.avatar} alt="" width={128} height={128} loading="lazy" className="mx-auto size-32 rounded-full ring-4 ring-surface" />
            </div>
            <div className="p-4">
              <h3 className="font-medium text-strong">{m.name}</h3>
              <p className="text-sm text-muted">{t(`team.roles.${m.key}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </FrontSection>
  )
}
