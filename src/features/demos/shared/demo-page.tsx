import { useTranslation } from 'react-i18next'
import { DemoCard } from '@/ui/demo-card'
import { demoSource } from '@/ui/demo-source'
import type { I18nResources } from '@/i18n/i18n-keys'
import { PageHeader } from '@/ui/page-header'

type DemoTexts = { title: string; subtitle: string; demos: Record<string, string> }
type DemoNs = I18nResources['demos']
/** The pages of the demos namespace that list demo cards (`alert`, `badge` …). */
export type DemoPageKey = { [K in keyof DemoNs]: DemoNs[K] extends DemoTexts ? K : never }[keyof DemoNs]
/**
 * The demos of a page, keyed by their function name (`{ Basic, Colors }`): the name finds the
 * card's title (`Basic` -> `<page>.demos.basic`, checked by the compiler) and its source.
 */
export type Demos<P extends DemoPageKey> = { [K in keyof DemoNs[P]['demos'] & string as Capitalize<K>]?: React.ComponentType }

const isDemoTexts = (v: unknown): v is DemoTexts => typeof v === 'object' && v !== null && 'title' in v && 'subtitle' in v && 'demos' in v

const keyOf = (name: string) => name[0]!.toLowerCase() + name.slice(1)

/**
 * A demo page: the title and a grid of demo cards. `page` is the key of the page in the demos
 * namespace (`alert` -> `alert.title`, `alert.demos.basic`); `raw` is the page module's source (`?raw`).
 */
export function DemoPage<P extends DemoPageKey>({
  page,
  demos,
  raw,
  wide = [],
}: {
  page: P
  demos: Demos<P>
  raw?: string
  wide?: (keyof Demos<P>)[]
}) {
  const { t } = useTranslation('demos')
  // The page's texts as one object: titles are looked up by the demo's name.
  const all: unknown = t(page as DemoPageKey, { returnObjects: true })
  const texts = isDemoTexts(all) ? all : { title: '', subtitle: '', demos: {} }
  const cards: [string, React.ComponentType][] = Object.entries(demos as Record<string, React.ComponentType>)
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={texts.title} subtitle={texts.subtitle} />
      <div className="grid gap-6 lg:grid-cols-2">
        {cards.map(([name, Demo]) => (
          <DemoCard
            key={name}
            title={texts.demos[keyOf(name)] ?? name}
            source={raw ? demoSource(raw, name) : undefined}
            wide={(wide as string[]).includes(name)}
          >
            <Demo />
          </DemoCard>
        ))}
      </div>
    </div>
  )
}
