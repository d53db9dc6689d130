import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { cn } from '@/lib/cn'

/** Appears after more than 200 px of scroll; scrolls smoothly to the top (SPEC section 2). */
export function ScrollToTop() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 200)
    // Where a new screen starts (a restored scroll) is read once its frame is drawn: read in the
    // frame (a rAF callback), scrollY laid the whole screen out before the frame's own layout.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(onScroll)))
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
  }, [pathname])
  return (
    <button
      type="button"
      data-testid="scroll-to-top"
      aria-label={t('actions.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      className={cn(
        'fixed end-6 bottom-6 z-40 flex size-11 items-center justify-center rounded-full bg-primary-fill text-white shadow-pop transition-all duration-300',
        shown ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp className="size-5" />
    </button>
  )
}
