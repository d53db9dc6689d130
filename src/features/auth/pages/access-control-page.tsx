import { ShieldCheck, ShieldX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Action, Subject } from '@/lib/ability'
import { useSession } from '@/lib/use-session'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Chip } from '@/ui/chip'

const CHECKS: [Action, Subject][] = [
  ['read', 'AclDemo'],
  ['access', 'tinder'],
  ['access', 'fruitz'],
  ['access', 'models'],
  ['access', 'OTP'],
  ['access', 'global'],
  ['manage', 'all'],
]

/** /access-control: the signed-in user's rules and what they allow. */
export default function AccessControlPage() {
  const { t } = useTranslation()
  const { rules, ability, userData } = useSession()
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('acl.rules.title')}</CardTitle>
            <CardSubtitle>{t('acl.rules.subtitle', { name: userData?.fullName ?? '' })}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody>
          <ul className="space-y-2" data-testid="acl-rules">
            {rules.map((r, i) => (
              <li key={i} className="flex items-center gap-2 rounded-md bg-surface-2 px-3 py-2 font-mono text-sm" dir="ltr">
                <Chip tone="primary">{String(r.action)}</Chip>
                <span className="text-muted">→</span>
                <Chip tone="info">{String(r.subject)}</Chip>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('acl.checks.title')}</CardTitle>
            <CardSubtitle>{t('acl.checks.subtitle')}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody>
          <ul className="divide-y divide-border">
            {CHECKS.map(([action, subject]) => {
              const ok = ability.can(action, subject)
              return (
                <li
                  key={`${action}-${subject}`}
                  className="flex items-center justify-between gap-3 py-2.5"
                  data-testid={`acl-${action}-${subject}`}
                  data-allowed={ok}
                >
                  <span>{t(`acl.subjects.${subject}`)}</span>
                  <span className={ok ? 'flex items-center gap-1.5 text-success' : 'flex items-center gap-1.5 text-muted'}>
                    {ok ? <ShieldCheck className="size-5" aria-hidden /> : <ShieldX className="size-5" aria-hidden />}
                    {ok ? t('acl.allowed') : t('acl.denied')}
                  </span>
                </li>
              )
            })}
          </ul>
        </CardBody>
      </Card>
    </div>
  )
}
