import { useTranslation } from 'react-i18next'
import { Card, CardBody } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { useProfileTab } from '../api/profile'
import { MemberStack } from './member-stack'
import { TabState } from './tab-state'

/** Teams tab: one card per team (avatar, name, what it does, members, topics). */
export function TeamsTab() {
  const { t } = useTranslation('profile')
  const query = useProfileTab('teams')
  return (
    <TabState query={query}>
      {(teams) => (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('tabs.teams')}>
          {teams.map((team) => (
            <li key={team.id} className="flex">
              <Card className="flex flex-1 flex-col">
                <CardBody className="flex flex-1 flex-col gap-4 pt-5">
                  <div className="flex items-center gap-3">
                    <img src={team.avatar} alt="" width={38} height={38} className="size-[38px] shrink-0 rounded-full object-cover" />
                    <h2 className="text-lg font-medium text-strong">{team.title}</h2>
                  </div>
                  <p className="flex-1 text-[0.9375rem] text-muted">{team.description}</p>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <MemberStack members={team.avatarGroup} extra={team.extraMembers} />
                    <span className="flex flex-wrap gap-1.5">
                      {team.chips.map((c) => (
                        <Chip key={c.title} tone={c.color}>
                          {c.title}
                        </Chip>
                      ))}
                    </span>
                  </div>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </TabState>
  )
}
