import 'swiper/css/effect-coverflow'
import 'swiper/css/effect-cube'
import 'swiper/css/effect-fade'
import 'swiper/css/grid'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import 'swiper/css/thumbs'
import 'swiper/css/virtual'
import type Swiper from 'swiper'
import { Autoplay, EffectCoverflow, EffectCube, EffectFade, Grid, Navigation, Pagination, Thumbs, Virtual } from 'swiper/modules'
import type { SwiperOptions } from 'swiper/types'
import { Pause, Play } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { DemoPage } from '../shared/demo-page'
import { Carousel } from './carousel'
import { Panels, Pictures, usePanels } from './swiper-slides'
import raw from './swiper-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

const nav: SwiperOptions = { modules: [Navigation], navigation: true }

function Basic() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.basic')} options={{}} slides={Pictures()} />
}

const NAVIGATION: SwiperOptions = nav
function NavigationDemo() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.navigationDemo')} options={NAVIGATION} slides={Pictures()} />
}

const PAGINATION: SwiperOptions = { modules: [Pagination], pagination: { enabled: true, clickable: true } }
function PaginationDemo() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.paginationDemo')} options={PAGINATION} slides={Pictures()} />
}

const PROGRESS: SwiperOptions = { modules: [Navigation, Pagination], navigation: true, pagination: { enabled: true, type: 'progressbar' } }
function Progress() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.progress')} options={PROGRESS} slides={Pictures()} />
}

const MULTIPLE: SwiperOptions = {
  modules: [Pagination],
  slidesPerView: 3,
  spaceBetween: 16,
  pagination: { enabled: true, clickable: true },
}
function MultiplePerView() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.multiplePerView')} options={MULTIPLE} slides={Panels(9)} />
}

const GRID: SwiperOptions = {
  modules: [Grid, Pagination],
  slidesPerView: 3,
  grid: { rows: 2, fill: 'row' },
  spaceBetween: 12,
  pagination: { enabled: true, clickable: true },
}
function GridDemo() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.gridDemo')} options={GRID} slides={Panels(12, 'h-24')} />
}

const CENTERED: SwiperOptions = {
  modules: [Pagination],
  slidesPerView: 'auto',
  centeredSlides: true,
  spaceBetween: 16,
  pagination: { enabled: true, clickable: true },
}
function Centered() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.centered')} options={CENTERED} slideClass="!w-3/5" slides={Panels(6)} />
}

const CENTERED_TWO: SwiperOptions = {
  modules: [Pagination],
  slidesPerView: 3,
  centeredSlides: true,
  spaceBetween: 16,
  initialSlide: 1,
  pagination: { enabled: true, clickable: true },
}
function CenteredThree() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.centeredThree')} options={CENTERED_TWO} slides={Panels(6)} />
}

const FADE: SwiperOptions = {
  modules: [EffectFade, Navigation, Pagination],
  effect: 'fade',
  navigation: true,
  pagination: { enabled: true, clickable: true },
}
function Fade() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.fade')} options={FADE} slides={Pictures()} slideClass="bg-surface" />
}

const CUBE: SwiperOptions = {
  modules: [EffectCube, Pagination],
  effect: 'cube',
  cubeEffect: { shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.94 },
  pagination: true,
}
function Cube() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.cube')} options={CUBE} className="max-w-sm overflow-visible" slides={Pictures()} />
}

const COVERFLOW: SwiperOptions = {
  modules: [EffectCoverflow, Pagination],
  effect: 'coverflow',
  centeredSlides: true,
  slidesPerView: 'auto',
  coverflowEffect: { rotate: 50, stretch: 0, depth: 100, modifier: 1, slideShadows: true },
  pagination: true,
}
function Coverflow() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.coverflow')} options={COVERFLOW} slideClass="!w-3/5" slides={Pictures()} />
}

const AUTOPLAY: SwiperOptions = {
  modules: [Autoplay, Navigation, Pagination],
  autoplay: { delay: 2500, disableOnInteraction: false },
  navigation: true,
  pagination: { enabled: true, clickable: true },
}
function AutoplayDemo() {
  const { t } = useTranslation('demos')
  const swiper = useRef<Swiper | null>(null)
  const [playing, setPlaying] = useState(true)
  const toggle = () => {
    if (playing) swiper.current?.autoplay.stop()
    else swiper.current?.autoplay.start()
    setPlaying(!playing)
  }
  return (
    <>
      <Carousel label={t('swiper.demos.autoplayDemo')} options={AUTOPLAY} slides={Pictures()} onInit={(s) => void (swiper.current = s)} />
      <Button size="sm" variant="tonal" className="self-start" onClick={toggle}>
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        {t(playing ? 'swiper.pause' : 'swiper.play')}
      </Button>
    </>
  )
}

const THUMBS: SwiperOptions = { slidesPerView: 4, spaceBetween: 10, watchSlidesProgress: true }
function Gallery() {
  const { t } = useTranslation('demos')
  const [thumbs, setThumbs] = useState<Swiper | null>(null)
  const main = useMemo<SwiperOptions>(
    () => ({ modules: [Navigation, Thumbs], navigation: true, spaceBetween: 10, thumbs: { swiper: thumbs } }),
    [thumbs],
  )
  return (
    <>
      <Carousel label={t('swiper.demos.gallery')} options={main} slides={Pictures()} />
      <Carousel
        label={t('swiper.thumbnails')}
        options={THUMBS}
        onInit={setThumbs}
        slideClass="cursor-pointer opacity-50 [&.swiper-slide-thumb-active]:opacity-100"
        slides={Pictures('h-16')}
      />
    </>
  )
}

function LazyLoading() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.lazyLoading')} options={PAGINATION} slides={Pictures('h-56', true)} />
}

const BREAKPOINTS: SwiperOptions = {
  modules: [Pagination],
  slidesPerView: 1,
  spaceBetween: 12,
  pagination: { enabled: true, clickable: true },
  breakpoints: { 600: { slidesPerView: 2 }, 1200: { slidesPerView: 3, spaceBetween: 20 } },
}
function Responsive() {
  const { t } = useTranslation('demos')
  return <Carousel label={t('swiper.demos.responsive')} options={BREAKPOINTS} slides={Panels(8)} />
}

function VirtualSlides() {
  const { t } = useTranslation('demos')
  const panels = usePanels()
  const options = useMemo<SwiperOptions>(
    () => ({
      modules: [Virtual, Navigation, Pagination],
      slidesPerView: 3,
      spaceBetween: 12,
      navigation: true,
      pagination: { enabled: true, type: 'fraction' },
      virtual: { slides: Array.from({ length: 600 }, (_, i) => i), renderSlide: panels },
    }),
    [panels],
  )
  return <Carousel label={t('swiper.demos.virtualSlides')} options={options} slides={[]} />
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function SwiperPage() {
  return (
    <DemoPage
      page="swiper"
      raw={raw}
      demos={{
        Basic,
        NavigationDemo,
        PaginationDemo,
        Progress,
        MultiplePerView,
        GridDemo,
        Centered,
        CenteredThree,
        Fade,
        Cube,
        Coverflow,
        AutoplayDemo,
        Gallery,
        LazyLoading,
        Responsive,
        VirtualSlides,
      }}
    />
  )
}
