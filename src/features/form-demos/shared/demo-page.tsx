import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { DemoCard } from '@/ui/demo-card'
import { demoSource } from '@/ui/demo-source'
import { PageHeader } from '@/ui/page-header'
import { demoKey } from './demo-key'

/**
 * Same API as the component demos' DemoPage (branch `demos`, src/features/demos/shared): the two
 * are to be unified by the integrator (only the namespace differs: `form-demos` here).
 */
export type Demos = Record<string, React.ComponentType>

const keyOf = (name: string) => name[0]!.toLowerCase() + name.slice(1)

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
