import { useTranslation } from 'react-i18next'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'
import { StatusScreen } from '@/ui/status-screen'

const CODES = { notFound: '404', notAuthorized: '401', serverError: '500' } as const

/**
 * The three error pages share this screen. Plain anchors (not router links) so that it also
 * works from a router error boundary.
 */
export function ErrorScreen({ kind, detail }: { kind: keyof typeof CODES; detail?: string }) {
  const { t } = useTranslation()
  return (
    <StatusScreen
      headline={CODES[kind]}
      title={t(`errors.${kind}.title`)}
      body={
        <>
          <p>{t(`errors.${kind}.body`)}</p>
          {detail && <p className="mt-2 font-mono text-xs text-subtle">{detail}</p>}
        </>
      }
      illustration="/images/auth/error.svg"
      data-testid={`error-${CODES[kind]}`}
    >
      <div className="flex gap-3">
        <a href={linkTo('root')} className={buttonVariants()}>
          {t('errors.backHome')}
        </a>
        {kind === 'serverError' && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonVariants({ variant: 'outlined', color: 'secondary' })}
          >
            {t('errors.reload')}
          </button>
        )}
      </div>
    </StatusScreen>
  )
}
