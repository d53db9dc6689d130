import { useTranslation } from 'react-i18next'
import { Alert } from './alert'
import { Button } from './button'
import { Card } from './card'
import { cn } from '@/lib/cn'

/** A list that failed to load, in the flow of the page: an error alert with a Retry button. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert tone="error" title={title}>
      <Button variant="outlined" color="error" size="sm" className="mt-2" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  )
}

/** A page or tab that failed to load: a centred card with the message and a Retry button. */
export function LoadFailedCard({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  const { t } = useTranslation()
  return (
    <Card role="alert" className={cn('flex flex-col items-center gap-3 p-8 text-center', className)}>
      <p className="font-medium text-strong">{message}</p>
      <Button variant="tonal" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Card>
  )
}
