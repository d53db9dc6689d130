import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card'
import { PageHeader } from '@/ui/page-header'
import { TONES, toneClasses } from '@/ui/tone'

/** The type scale: each style with its class names (written out in full, for Tailwind). */
const HEADINGS = [
  { tag: 'h1', className: 'text-5xl font-medium' },
  { tag: 'h2', className: 'text-4xl font-medium' },
  { tag: 'h3', className: 'text-3xl font-medium' },
  { tag: 'h4', className: 'text-2xl font-medium' },
  { tag: 'h5', className: 'text-xl font-medium' },
  { tag: 'h6', className: 'text-lg font-medium' },
] as const
const TEXTS = [
  { id: 'subtitle1', className: 'text-[0.9375rem] font-medium' },
  { id: 'subtitle2', className: 'text-[0.8125rem] font-medium' },
  { id: 'body1', className: 'text-[0.9375rem]' },
  { id: 'body2', className: 'text-[0.8125rem]' },
  { id: 'caption', className: 'text-[0.8125rem] text-muted' },
  { id: 'overline', className: 'text-xs font-medium tracking-[0.1em] uppercase' },
] as const
const UTILITIES = {
  alignment: [
    { id: 'start', className: 'text-start', label: 'typography.alignment.start' },
    { id: 'center', className: 'text-center', label: 'typography.alignment.center' },
    { id: 'end', className: 'text-end', label: 'typography.alignment.end' },
  ],
  decoration: [
    { id: 'underline', className: 'underline', label: 'typography.decoration.underline' },
    { id: 'lineThrough', className: 'line-through', label: 'typography.decoration.lineThrough' },
    { id: 'overline', className: 'overline', label: 'typography.decoration.overline' },
    { id: 'italic', className: 'italic', label: 'typography.decoration.italic' },
  ],
  transform: [
    { id: 'lowercase', className: 'lowercase', label: 'typography.transform.lowercase' },
    { id: 'uppercase', className: 'uppercase', label: 'typography.transform.uppercase' },
    { id: 'capitalize', className: 'capitalize', label: 'typography.transform.capitalize' },
    { id: 'truncate', className: 'max-w-60 truncate', label: 'typography.transform.truncate' },
  ],
  weights: [
    { id: 'light', className: 'font-light', label: 'typography.weights.light' },
    { id: 'regular', className: 'font-normal', label: 'typography.weights.regular' },
    { id: 'medium', className: 'font-medium', label: 'typography.weights.medium' },
    { id: 'semibold', className: 'font-semibold', label: 'typography.weights.semibold' },
    { id: 'bold', className: 'font-bold', label: 'typography.weights.bold' },
    { id: 'black', className: 'font-black', label: 'typography.weights.black' },
  ],
} as const

function Sample({ name, className, children }: { name: string; className: string; children: React.ReactNode }) {
  return (
    <div className="grid items-baseline gap-1 border-b border-border py-3 last:border-0 sm:grid-cols-[10rem_1fr]">
      <span className="text-xs text-muted">{name}</span>
      <div className={className}>{children}</div>
    </div>
  )
}

/** Headlines, text styles and the text utilities (colours, alignment, decoration, transform, weights). */
export default function TypographyPage() {
  const { t } = useTranslation('pages')
  const sample = t('typography.sample')
  return (
    <>
      <PageHeader title={t('typography.title')} subtitle={t('typography.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.headings')}</CardTitle>
          </CardHeader>
          <CardBody>
            {HEADINGS.map(({ tag: Tag, className }) => (
              <Sample key={Tag} name={Tag} className="text-strong">
                <Tag className={className}>{t('typography.heading', { level: Tag.slice(1) })}</Tag>
              </Sample>
            ))}
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.texts')}</CardTitle>
          </CardHeader>
          <CardBody>
            {TEXTS.map(({ id, className }) => (
              <Sample key={id} name={t(`typography.styles.${id}`)} className={className}>
                {sample}
              </Sample>
            ))}
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('typography.colors')}</CardTitle>
          </CardHeader>
          <CardBody>
            {TONES.map((tone) => (
              <Sample key={tone} name={t(`typography.tones.${tone}`)} className={toneClasses[tone].text}>
                {sample}
              </Sample>
            ))}
            <Sample name={t('typography.tones.muted')} className="text-muted">
              {sample}
            </Sample>
          </CardBody>
        </Card>
        {(Object.keys(UTILITIES) as (keyof typeof UTILITIES)[]).map((group) => (
          <Card key={group}>
            <CardHeader>
              <CardTitle>{t(`typography.${group}.title`)}</CardTitle>
            </CardHeader>
            <CardBody>
              {UTILITIES[group].map(({ id, className, label }) => (
                <Sample key={id} name={t(label)} className={className}>
                  {sample}
                </Sample>
              ))}
            </CardBody>
          </Card>
        ))}
      </div>
    </>
  )
}
