import { useState, type CSSProperties, type ReactNode } from 'react'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from './card'
import { Switch } from './switch'

export interface ConnectedService {
  id: string
  name: string
  description: string
  /** Letter shown on the tile (no third-party logos). */
  initial: string
  /** Colour classes of the tile, e.g. 'bg-info/15 text-info'. */
  tileClassName: string
  tileStyle?: CSSProperties
}

/**
 * A card listing linkable services, each with a tile, a name, a description and an on/off switch.
 * The switches are kept in this component only (no API stores them); `footer` goes under the list.
 */
export function ConnectedServices({
  title,
  subtitle,
  services,
  initiallyOn,
  footer,
}: {
  title: ReactNode
  subtitle: ReactNode
  services: readonly ConnectedService[]
  initiallyOn: Record<string, boolean>
  footer?: ReactNode
}) {
  const [on, setOn] = useState(initiallyOn)
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{title}</CardTitle>
          <CardSubtitle>{subtitle}</CardSubtitle>
        </div>
      </CardHeader>
      <CardBody>
        <ul className="divide-y divide-border">
          {services.map((s) => (
            <li key={s.id} className="flex items-center gap-4 py-3">
              <span
                aria-hidden
                className={`flex size-10 shrink-0 items-center justify-center rounded-lg text-lg font-semibold ${s.tileClassName}`}
                style={s.tileStyle}
              >
                {s.initial}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-strong">{s.name}</p>
                <p className="text-sm text-muted">{s.description}</p>
              </div>
              <Switch
                label={<span className="sr-only">{s.name}</span>}
                checked={on[s.id] ?? false}
                onChange={(v) => setOn((o) => ({ ...o, [s.id]: v }))}
              />
            </li>
          ))}
        </ul>
        {footer}
      </CardBody>
    </Card>
  )
}
