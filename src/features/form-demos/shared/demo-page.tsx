import { Code } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { IconButton } from '@/ui/icon-button'
import { PageHeader } from '@/ui/page-header'
import { demoSource } from './demo-source'
import { demoKey } from './demo-key'

/**
 * Same API as the component demos' DemoPage (branch `demos`, src/features/demos/shared): the two
 * are to be unified by the integrator (only the namespace differs: `form-demos` here).
 */
export type Demos = Record<string, React.ComponentType>

const keyOf = (name: string) => name[0]!.toLowerCase() + name.slice(1)

/** One demo: a card with its title, the demo, and a "<>" toggle showing its source. */
export function DemoCard({ title, source, wide, children }: { title: string; source?: string; wide?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('form-demos')
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <Card className={cn('min-w-0', wide && 'lg:col-span-2')} data-testid="demo-card">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
        {source && (
          <IconButton
            label={t(open ? 'shared.hideSource' : 'shared.showSource')}
            size="sm"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
          >
            <Code />
          </IconButton>
        )}
      </CardHeader>
      <CardBody className="flex flex-col gap-4">
        {children}
        {open && (
          <pre
            id={id}
            dir="ltr"
            className="max-h-96 overflow-auto rounded-md bg-surface-2 p-4 text-start text-xs leading-relaxed text-text"
          >
            <code>{source}</code>
          </pre>
        )}
      </CardBody>
    </Card>
  )
}

/**
 * A demo page: the title and a grid of demo cards. `page` is the key of the page in the
 * form-demos namespace (`textField` -> `textField.title`, `textField.demos.basic`); `raw` is the
 * page module's source (`?raw`); `wide` demos span both columns; `single` lays them one a row.
 */
export function DemoPage({
  page,
  demos,
  raw,
  wide = [],
  single,
}: {
  page: string
  demos: Demos
  raw?: string
  wide?: string[]
  single?: boolean
}) {
  const { t } = useTranslation('form-demos')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t(demoKey(`${page}.title`))} subtitle={t(demoKey(`${page}.subtitle`))} />
      <div className={cn('grid gap-6', !single && 'lg:grid-cols-2')}>
        {Object.entries(demos).map(([name, Demo]) => (
          <DemoCard
            key={name}
            title={t(demoKey(`${page}.demos.${keyOf(name)}`))}
            source={raw ? demoSource(raw, name) : undefined}
            wide={wide.includes(name)}
          >
            <Demo />
          </DemoCard>
        ))}
      </div>
    </div>
  )
}
