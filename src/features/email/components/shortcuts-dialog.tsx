import { useTranslation } from 'react-i18next'
import { Dialog } from '@/ui/dialog'
import { MAIL_SHORTCUTS } from '../lib/mail-shortcuts'

/** The `?` overlay: every shortcut of the mail app, from the one table. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('email')
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcuts.title')} description={t('shortcuts.hint')}>
      <table className="w-full text-[0.9375rem]">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('shortcuts.key')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {MAIL_SHORTCUTS.map((s) => (
            <tr key={s.action} className="border-b border-border last:border-0">
              <td className="py-2 pe-4 whitespace-nowrap">
                {s.keys.map((k) => (
                  <kbd key={k} dir="ltr" className="me-1.5 rounded border border-border bg-hover px-2 py-0.5 font-mono text-sm">
                    {k}
                  </kbd>
                ))}
              </td>
              <td className="py-2">{t(`shortcuts.${s.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  )
}
