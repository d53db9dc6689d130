import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { linkTo } from '@/lib/paths'
import { buttonVariants } from '@/ui/button'

/** "Still not convinced? Start with a 14-day free trial" band with an illustration. */
export function FreeTrialBand() {
  const { t } = useTranslation('front')
  return (
    <section aria-labelledby="free-trial-title" className="bg-primary/10">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-10 sm:flex-row sm:px-6">
        <div className="flex-1 text-center sm:text-start">
          <h2 id="free-trial-title" className="text-2xl font-semibold text-primary">
            {t('freeTrial.title')}
          </h2>
          <p className="mt-2 text-muted">{t('freeTrial.text')}</p>
          <Link to={linkTo('frontPayment', {}, { plan: 'standard', billing: 'monthly' })} className={buttonVariants({ className: 'mt-5' })}>
            {t('freeTrial.cta')}
          </Link>
        </div>
        <img src="/images/front/free-trial.svg" alt="" width={200} height={160} loading="lazy" className="w-48" />
      </div>
    </section>
  )
}
