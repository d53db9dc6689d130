import { Code } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Card, CardBody, CardHeader, CardTitle } from './card'
import { IconButton } from './icon-button'

/** One demo: a card with its title, the demo, and a "<>" toggle showing its source. */
export function DemoCard({ title, source, wide, children }: { title: string; source?: string; wide?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('forms')
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
            label={t(open ? 'demo.hideSource' : 'demo.showSource')}
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
