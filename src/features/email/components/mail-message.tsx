import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { EmailReply } from '@/api/contracts/email'
import { formatDateTime } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { HtmlView } from '@/ui/html-view'

/**
 * One message of a thread: sender, recipients, date, attachments and the body, whose HTML goes
 * through THE sanitised viewer (it was sanitised when stored; it is sanitised again here).
 */
export function MailMessage({ message }: { message: EmailReply }) {
  const { t } = useTranslation('email')
  const to = message.to.map((p) => p.name || p.email).join(', ')
  return (
    <article className="rounded-lg border border-border bg-surface">
      <header className="flex flex-wrap items-start gap-3 border-b border-border p-4">
        <Avatar src={message.from.avatar} name={message.from.name} size={38} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-strong">{message.from.name}</span>
            <span className="text-sm text-muted">{message.from.email}</span>
          </p>
          <p className="truncate text-sm text-muted">{t('list.to', { names: to })}</p>
          {message.cc.length > 0 && <p className="truncate text-sm text-muted">{t('view.cc', { names: message.cc.join(', ') })}</p>}
        </div>
        <time dateTime={message.time} className="text-sm text-muted">
          {formatDateTime(message.time)}
        </time>
      </header>
      <HtmlView html={message.message} dir="auto" className="p-4 break-words" />
      {message.attachments.length > 0 && (
        <footer className="border-t border-border p-4">
          <h4 className="mb-2 text-sm font-medium text-muted">{t('view.attachments', { count: message.attachments.length })}</h4>
          <ul className="flex flex-wrap gap-3">
            {message.attachments.map((a) => (
              <li key={a.fileName}>
                <a
                  href={a.url}
                  download={a.fileName}
                  className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm hover:bg-hover"
                >
                  <img src={a.thumbnail} alt="" className="size-6" />
                  <span className="sr-only">{t('view.download')}</span> <span className="max-w-48 truncate">{a.fileName}</span>{' '}
                  <span className="text-muted">{a.size}</span>
                  <Download aria-hidden className="size-4 text-muted" />
                </a>
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  )
}
