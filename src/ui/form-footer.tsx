import { useTranslation } from 'react-i18next'
import { Button } from './button'

/**
 * The buttons of a form shown in a Dialog or a Drawer `footer`: the submit button targets the form
 * by its id (the form sits in the body) and spins while `busy`. A dialog puts cancel first and
 * submit at the end; a drawer puts a wide submit first.
 */
export function FormFooter({
  form,
  submitLabel,
  busy,
  onCancel,
  layout = 'dialog',
}: {
  form: string
  submitLabel: string
  busy?: boolean
  onCancel: () => void
  layout?: 'dialog' | 'drawer'
}) {
  const { t } = useTranslation()
  const cancel = (
    <Button variant="outlined" color="secondary" onClick={onCancel}>
      {t('actions.cancel')}
    </Button>
  )
  if (layout === 'drawer')
    return (
      <>
        <Button type="submit" form={form} loading={busy} className="flex-1">
          {submitLabel}
        </Button>
        {cancel}
      </>
    )
  return (
    <>
      {cancel}
      <Button type="submit" form={form} loading={busy}>
        {submitLabel}
      </Button>
    </>
  )
}
