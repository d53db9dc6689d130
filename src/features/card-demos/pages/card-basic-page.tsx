import { Heart, Quote, Share2, Smartphone, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { PageHeader } from '@/ui/page-header'
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/ui/tabs'
import { toneClasses } from '@/ui/tone'

const SOLID = ['primary', 'info', 'success', 'warning'] as const
/** A person's name: the same in every language. */
const INFLUENCER = 'Zak Obrien'
const TABS = ['home', 'profile', 'messages'] as const

function NavCard({ variant }: { variant: 'underline' | 'pill' }) {
  const { t } = useTranslation('pages')
  return (
    <Card>
      <Tabs variant={variant}>
        <div className={cn(variant === 'pill' ? 'px-5 pt-5' : 'px-5 pt-3')}>
          <TabList aria-label={t(variant === 'pill' ? 'cards.basic.pills' : 'cards.basic.tabs')}>
            {TABS.map((tab) => (
              <Tab key={tab}>{t(`cards.basic.nav.${tab}`)}</Tab>
            ))}
          </TabList>
        </div>
        <TabPanels>
          {TABS.map((tab) => (
            <TabPanel key={tab}>
              <CardBody className="pt-5 text-center">
                <CardTitle as="h3">{t(`cards.basic.nav.${tab}Title`)}</CardTitle>
                <p className="mt-2 mb-4 text-muted">{t('cards.basic.nav.body')}</p>
                <Button size="sm">{t('cards.basic.nav.action')}</Button>
              </CardBody>
            </TabPanel>
          ))}
        </TabPanels>
      </Tabs>
    </Card>
  )
}

/** Static card styles: image top / side, actions, navigation tabs and pills, solid colours, quote, influencer, app promo. */
export default function CardBasicPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <PageHeader title={t('cards.titles.basic')} subtitle={t('cards.basicSubtitle')} />
      <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <Card className="overflow-hidden">
          <img src="/images/courses/web-1.svg" alt="" width={400} height={200} className="h-44 w-full bg-primary/10 object-cover" />
          <CardHeader>
            <div>
              <CardTitle as="h2">{t('cards.basic.imageTop.title')}</CardTitle>
              <CardSubtitle>{t('cards.basic.imageTop.subtitle')}</CardSubtitle>
            </div>
          </CardHeader>
          <CardBody>
            <p className="text-muted">{t('cards.basic.imageTop.body')}</p>
          </CardBody>
        </Card>
        <Card className="flex overflow-hidden">
          <img
            src="/images/courses/design-2.svg"
            alt=""
            width={160}
            height={240}
            className="w-32 shrink-0 bg-info/10 object-cover sm:w-40"
          />
          <div className="min-w-0">
            <CardHeader>
              <CardTitle as="h2">{t('cards.basic.imageSide.title')}</CardTitle>
            </CardHeader>
            <CardBody>
              <p className="mb-3 text-muted">{t('cards.basic.imageSide.body')}</p>
              <p className="text-sm text-subtle">{t('cards.basic.imageSide.meta')}</p>
            </CardBody>
          </div>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('cards.basic.actions.title')}</CardTitle>
          </CardHeader>
          <CardBody>
            <p className="mb-4 text-muted">{t('cards.basic.actions.body')}</p>
            <div className="flex flex-wrap gap-3">
              <Button size="sm">{t('cards.basic.actions.read')}</Button>
              <Button size="sm" variant="outlined" color="secondary">
                <Share2 className="size-4" aria-hidden />
                {t('cards.basic.actions.share')}
              </Button>
              <Button size="sm" variant="text" color="error">
                <Heart className="size-4" aria-hidden />
                {formatNumber(236)}
              </Button>
            </div>
          </CardBody>
        </Card>
        <NavCard variant="underline" />
        <NavCard variant="pill" />
        <Card>
          <CardBody className="pt-5">
            <Quote className="mb-3 size-8 text-primary rtl:-scale-x-100" aria-hidden />
            <blockquote className="text-lg text-strong">{t('cards.basic.quote.text')}</blockquote>
            <p className="mt-3 text-sm text-muted">— {t('cards.basic.quote.author')}</p>
          </CardBody>
        </Card>
        {SOLID.map((tone) => (
          <Card key={tone} className={cn(toneClasses[tone].solid, 'text-white')}>
            <CardHeader>
              <CardTitle as="h2" className="text-white">
                {t(`cards.basic.solid.${tone}`)}
              </CardTitle>
            </CardHeader>
            <CardBody>
              <p className="text-white">{t('cards.basic.solid.body')}</p>
            </CardBody>
          </Card>
        ))}
        <Card>
          <CardBody className="flex flex-col items-center pt-6 text-center">
            <Avatar name={INFLUENCER} src="/images/avatars/3.svg" size={80} />
            <CardTitle as="h2" className="mt-3">
              {INFLUENCER}
            </CardTitle>
            <CardSubtitle>{t('cards.basic.influencer.role')}</CardSubtitle>
            <dl className="mt-4 grid w-full grid-cols-3 gap-2">
              {(
                [
                  ['followers', 18200],
                  ['posts', 412],
                  ['likes', 96400],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="flex flex-col">
                  <dt className="order-2 text-xs text-muted">{t(`cards.basic.influencer.${k}`)}</dt>
                  <dd className="text-lg font-medium text-strong tabular-nums">{formatNumber(v, { notation: 'compact' })}</dd>
                </div>
              ))}
            </dl>
            <Button size="sm" className="mt-4">
              {t('cards.basic.influencer.follow')}
            </Button>
          </CardBody>
        </Card>
        <Card className="overflow-hidden">
          <CardBody className="flex items-center gap-4 pt-5">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Smartphone className="size-7" aria-hidden />
            </span>
            <div className="min-w-0">
              <CardTitle as="h2">{t('cards.basic.promo.title')}</CardTitle>
              <p className="text-sm text-muted">{t('cards.basic.promo.body')}</p>
              <p className="mt-1 flex items-center gap-1 text-sm text-warning">
                <Star className="size-4 fill-current" aria-hidden />
                {formatNumber(4.8)}
              </p>
            </div>
          </CardBody>
          <CardBody>
            <Button block>{t('cards.basic.promo.action')}</Button>
          </CardBody>
        </Card>
      </div>
    </>
  )
}
