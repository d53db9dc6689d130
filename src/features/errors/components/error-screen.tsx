import { useTranslation } from 'react-i18next'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'

const CODES = { notFound: '404', notAuthorized: '401', serverError: '500' } as const

/**
 * The three error pages share this screen. Plain anchors (not router links) so that it also
 * works from a router error boundary.
 */
export function ErrorScreen({ kind, detail }: { kind: keyof typeof CODES; detail?: string }) {
  const { t } = useTranslation()
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-bg px-6 py-12 text-center" data-testid={`error-${CODES[kind]}`}>
      <div aria-hidden className="pointer-events-none absolute -bottom-40 start-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl rtl:translate-x-1/2" />
      <p className="relative text-[7rem] leading-none font-semibold tracking-tight text-strong sm:text-[9rem]">{CODES[kind]}</p>
      <h1 className="relative mt-4 text-2xl font-medium text-strong">{t(`errors.${kind}.title`)}</h1>
      <p className="relative mt-2 max-w-md text-muted">{t(`errors.${kind}.body`)}</p>
      {detail && <p className="relative mt-2 max-w-md font-mono text-xs text-subtle">{detail}</p>}
      <div className="relative mt-8 flex gap-3">
        <a href={linkTo('root')} className={buttonVariants()}>
          {t('errors.backHome')}
        </a>
        {kind === 'serverError' && (
          <button type="button" onClick={() => window.location.reload()} className={buttonVariants({ variant: 'outlined', color: 'secondary' })}>
            {t('errors.reload')}
          </button>
        )}
      </div>
    </main>
  )
}
