import { FileText, MessageSquare, ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatRelative } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Timeline, TimelineItem } from '@/ui/timeline'
import type { Tone } from '@/ui/tone'
import { DemoPage } from '../shared/demo-page'
import raw from './timeline-page.tsx?raw'
import { usePeople } from './people'
import type { PageModuleExtras } from '@/api/resources'

const EVENTS = [
  { key: 'invoice', tone: 'primary', minutes: 12, icon: <FileText /> },
  { key: 'meeting', tone: 'success', minutes: 45, icon: <MessageSquare /> },
  { key: 'order', tone: 'info', minutes: 180, icon: <ShoppingCart /> },
] as const satisfies readonly { key: string; tone: Tone; minutes: number; icon: React.ReactNode }[]

/** The three sample events; `outlined` and `icons` switch the dots. */
function Events({ outlined, icons }: { outlined?: boolean; icons?: boolean }) {
  const { t } = useTranslation('demos')
  const people = usePeople()
  const now = Date.now()
  return (
    <Timeline label={t('timeline.label')}>
      {EVENTS.map((e, i) => {
        const at = now - e.minutes * 60_000
        return (
          <TimelineItem
            key={e.key}
            tone={e.tone}
            outlined={outlined}
            icon={icons ? e.icon : undefined}
            title={t(`timeline.events.${e.key}.title`)}
            time={formatRelative(at, now)}
            dateTime={new Date(at).toISOString()}
          >
            <p>{t(`timeline.events.${e.key}.text`)}</p>
            {i === 1 && (
              <div className="mt-2 flex items-center gap-2">
                <Avatar name={people[0]!.name} src={people[0]!.src} size={32} />
                <span className="text-sm">
                  <span className="block font-medium text-strong">{people[0]!.name}</span>
                  <span className="block text-muted">{people[0]!.role}</span>
                </span>
              </div>
            )}
          </TimelineItem>
        )
      })}
    </Timeline>
  )
}

function Basic() {
  return <Events />
}

function Outlined() {
  return <Events outlined />
}

function WithIcons() {
  return <Events icons />
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function TimelinePage() {
  return <DemoPage page="timeline" raw={raw} demos={{ Basic, Outlined, WithIcons }} wide={['Basic', 'Outlined', 'WithIcons']} />
}
