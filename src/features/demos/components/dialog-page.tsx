import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/ui/button'
import { Dialog, DialogBody, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { TextField } from '@/ui/field'
import { CircularProgress } from '@/ui/progress'
import { Switch } from '@/ui/switch'
import { DemoPage } from '../shared/demo-page'
import raw from './dialog-page.tsx?raw'
import type { PageModuleExtras } from '@/api/resources'

/** The open state of one demo dialog and its trigger button. */
function useDialog() {
  const [open, setOpen] = useState(false)
  return { open, show: () => setOpen(true), close: () => setOpen(false) }
}

/** A demo's trigger button and its dialog (every other prop is the Dialog's); `footer` gets the dialog's close. */
function DialogDemo({
  label,
  footer,
  ...dialog
}: Omit<React.ComponentProps<typeof Dialog>, 'open' | 'onClose' | 'footer'> & {
  label: string
  footer: (close: () => void) => React.ReactNode
}) {
  const d = useDialog()
  return (
    <>
      <Button className="self-start" onClick={d.show}>
        {label}
      </Button>
      <Dialog open={d.open} onClose={d.close} footer={footer(d.close)} {...dialog} />
    </>
  )
}

function Basic() {
  const { t } = useTranslation('demos')
  return (
    <DialogDemo
      label={t('sample.open')}
      title={t('dialog.basic.title')}
      footer={(close) => <Button onClick={close}>{t('sample.agree')}</Button>}
    >
      {t('sample.long')}
    </DialogDemo>
  )
}

function Form() {
  const { t } = useTranslation('demos')
  const d = useDialog()
  return (
    <>
      <Button className="self-start" onClick={d.show}>
        {t('dialog.form.open')}
      </Button>
      <Dialog open={d.open} onClose={d.close} size="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault()
            d.close()
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('dialog.form.title')}</DialogTitle>
          </DialogHeader>
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('dialog.form.first')} autoComplete="given-name" required />
            <TextField label={t('dialog.form.last')} autoComplete="family-name" required />
            <TextField label={t('dialog.form.email')} type="email" autoComplete="email" className="sm:col-span-2" />
          </DialogBody>
          <DialogFooter>
            <Button variant="outlined" color="secondary" onClick={d.close}>
              {t('sample.cancel')}
            </Button>
            <Button type="submit">{t('sample.save')}</Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  )
}

function Fullscreen() {
  const { t } = useTranslation('demos')
  const [on, setOn] = useState(true)
  return (
    <DialogDemo
      label={t('dialog.fullscreen.open')}
      size="full"
      title={t('dialog.fullscreen.title')}
      footer={(close) => <Button onClick={close}>{t('sample.save')}</Button>}
    >
      <Switch checked={on} onChange={setOn} label={t('dialog.fullscreen.setting')} />
    </DialogDemo>
  )
}

function Loader() {
  const { t } = useTranslation('demos')
  const d = useDialog()
  const start = () => {
    d.show()
    setTimeout(d.close, 3000)
  }
  return (
    <>
      <Button className="self-start" onClick={start}>
        {t('dialog.loader.open')}
      </Button>
      <Dialog open={d.open} onClose={d.close} size="sm" persistent title={t('dialog.loader.title')}>
        <div className="flex items-center gap-3">
          <CircularProgress label={t('sample.loading')} size={28} />
          <span>{t('sample.loading')}</span>
        </div>
      </Dialog>
    </>
  )
}

function Nesting() {
  const { t } = useTranslation('demos')
  const outer = useDialog()
  const inner = useDialog()
  return (
    <>
      <Button className="self-start" onClick={outer.show}>
        {t('sample.open')}
      </Button>
      <Dialog
        open={outer.open}
        onClose={outer.close}
        title={t('dialog.nesting.first')}
        footer={<Button onClick={inner.show}>{t('dialog.nesting.openSecond')}</Button>}
      >
        {t('sample.sentence')}
        <Dialog
          open={inner.open}
          onClose={inner.close}
          size="sm"
          title={t('dialog.nesting.second')}
          footer={<Button onClick={inner.close}>{t('sample.close')}</Button>}
        >
          {t('dialog.nesting.text')}
        </Dialog>
      </Dialog>
    </>
  )
}

const PARAGRAPHS = Array.from({ length: 12 }, (_, i) => i)

/** Twelve paragraphs: more than a dialog shows at once. */
function LongText() {
  const { t } = useTranslation('demos')
  return PARAGRAPHS.map((i) => (
    <p key={i} className="mb-3">
      {t('sample.long')}
    </p>
  ))
}

function Overflowed() {
  const { t } = useTranslation('demos')
  return (
    <DialogDemo
      label={t('sample.open')}
      title={t('dialog.overflowed.title')}
      footer={(close) => <Button onClick={close}>{t('sample.close')}</Button>}
    >
      <LongText />
    </DialogDemo>
  )
}

function Persistent() {
  const { t } = useTranslation('demos')
  return (
    <DialogDemo
      label={t('sample.open')}
      persistent
      size="sm"
      title={t('dialog.persistent.title')}
      description={t('dialog.persistent.text')}
      footer={(close) => (
        <>
          <Button variant="outlined" color="secondary" onClick={close}>
            {t('sample.disagree')}
          </Button>
          <Button onClick={close}>{t('sample.agree')}</Button>
        </>
      )}
    />
  )
}

function Scrollable() {
  const { t } = useTranslation('demos')
  return (
    <DialogDemo
      label={t('sample.open')}
      scrollable
      title={t('dialog.scrollable.title')}
      footer={(close) => <Button onClick={close}>{t('sample.save')}</Button>}
    >
      <LongText />
    </DialogDemo>
  )
}

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

export default function DialogPage() {
  return <DemoPage page="dialog" raw={raw} demos={{ Basic, Form, Fullscreen, Loader, Nesting, Overflowed, Persistent, Scrollable }} />
}
