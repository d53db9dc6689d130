import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { useToast, type ToastPosition, type ToastTransition } from '@/ui/toast'
import { DemoPage } from '../shared/demo-page'
import raw from './snackbar-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

const row = 'flex flex-wrap items-center gap-3'

function Basic() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  return (
    <Button className="self-start" onClick={() => toast(t('snackbar.saved'))}>
      {t('snackbar.show')}
    </Button>
  )
}

function MultiLine() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  return (
    <Button className="self-start" onClick={() => toast(t('sample.long'), 'info')}>
      {t('snackbar.show')}
    </Button>
  )
}

const POSITIONS: ToastPosition[] = ['top-start', 'top', 'top-end', 'bottom-start', 'bottom', 'bottom-end']

function Position() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  return (
    <div className={row}>
      {POSITIONS.map((position) => (
        <Button
          key={position}
          size="sm"
          variant="outlined"
          onClick={() => toast(t(`snackbar.positions.${position}`), 'info', { position })}
        >
          {t(`snackbar.positions.${position}`)}
        </Button>
      ))}
    </div>
  )
}

function Timeout() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  return (
    <div className={row}>
      <Button onClick={() => toast(t('snackbar.twoSeconds'), 'success', { timeout: 2000 })}>{t('snackbar.short')}</Button>
      <Button variant="tonal" onClick={() => toast(t('snackbar.untilClosed'), 'warning', { timeout: 0 })}>
        {t('snackbar.persistent')}
      </Button>
    </div>
  )
}

const TRANSITIONS: ToastTransition[] = ['fade', 'scale', 'slide-up', 'slide-down', 'slide-in']

/** Each button shows a snackbar that enters with its transition (none when reduced motion is asked for). */
function Transition() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  return (
    <div className={row}>
      {TRANSITIONS.map((transition) => {
        const name = t(`snackbar.transitions.${transition}`)
        return (
          <Button
            key={transition}
            size="sm"
            variant="outlined"
            onClick={() =>
              toast(t('snackbar.transitionMessage', { name }), 'info', {
                transition,
                position: transition === 'slide-down' ? 'top' : 'bottom',
              })
            }
          >
            {name}
          </Button>
        )
      })}
    </div>
  )
}

function Variants() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  const tones = ['success', 'info', 'warning', 'error'] as const
  return (
    <div className={row}>
      {tones.map((tone) => (
        <Button key={tone} color={tone} variant="tonal" onClick={() => toast(t(`tones.${tone}`), tone, { filled: true })}>
          {t(`toneNames.${tone}`)}
        </Button>
      ))}
    </div>
  )
}

function Vertical() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  return (
    <Button
      className="self-start"
      onClick={() =>
        toast(t('snackbar.update'), 'info', { vertical: true, timeout: 0, action: { label: t('snackbar.reload'), onClick: () => {} } })
      }
    >
      {t('snackbar.show')}
    </Button>
  )
}

function WithAction() {
  const { t } = useTranslation('demos')
  const toast = useToast()
  const remove = () =>
    toast(t('snackbar.deleted'), 'success', { action: { label: t('snackbar.undo'), onClick: () => toast(t('snackbar.restored'), 'info') } })
  return (
    <Button className="self-start" color="error" onClick={remove}>
      {t('snackbar.delete')}
    </Button>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function SnackbarPage() {
  return <DemoPage page="snackbar" raw={raw} demos={{ Basic, MultiLine, Position, Timeout, Transition, Variants, Vertical, WithAction }} />
}
