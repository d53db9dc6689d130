import { Plus, ShieldPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'

/** The last card of the grid: add a role. */
export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('roles')
  return (
    <Card className="flex">
      <CardBody className="flex flex-1 items-center gap-4 pt-5">
        <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
          <ShieldPlus className="size-7" />
        </span>
        <div className="flex min-w-0 flex-col items-start gap-2">
          <Button size="sm" onClick={onAdd}>
            <Plus aria-hidden />
            {t('cards.add')}
          </Button>
          <p className="text-sm text-muted">{t('cards.addHint')}</p>
        </div>
      </CardBody>
    </Card>
  )
}
