import { Fragment } from 'react'
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AlertTriangle,
  BadgeCheck,
  Bell,
  Database,
  MailOpen,
  Receipt,
  ShoppingCart,
  Sparkles,
  Target,
  UserPlus,
  X,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { api } from '@/api/client'
import { contentLanguage } from '@/api/contracts/localized'
import { notificationList, type Notification, type NotificationList } from '@/api/contracts/notifications'
import { cn } from '@/lib/cn'
import { useAfterContent } from '@/lib/use-after-content'
import { formatRelative } from '@/lib/format'
import { Badge } from '@/ui/chip'
import { IconButton } from '@/ui/icon-button'
import { MountOnIntent } from '@/ui/mount-on-intent'

const icons: Record<string, LucideIcon> = {
  'shopping-cart': ShoppingCart,
  sparkles: Sparkles,
  'badge-check': BadgeCheck,
  'alert-triangle': AlertTriangle,
  database: Database,
  target: Target,
  'user-plus': UserPlus,
  receipt: Receipt,
}
export function Notifications() {
  const { t, i18n } = useTranslation()
  const qc = useQueryClient()
  // Titles in the interface's language: every call says it (each answers the list in it).
  const lang = contentLanguage(i18n.language)
  const params = { lang }
  const key = ['notifications', lang]
  // The screen's own data first: the list comes once it is in (useAfterContent).
  const afterContent = useAfterContent()
  const { data, isPending, isError } = useQuery({
    queryKey: key,
    queryFn: () => api.get('/notifications', { params, schema: notificationList }),
    enabled: afterContent,
  })
  const update = (result: NotificationList | void) => {
    if (result) qc.setQueryData(key, result)
    // The other languages' lists hold the same read flags: stale now (fetched again when shown).
    void qc.invalidateQueries({ queryKey: ['notifications'], predicate: (q) => !result || q.queryKey[1] !== lang })
  }
  const mark = useMutation({
    mutationFn: (n: Notification) => api.patch<NotificationList>('/notifications', { ids: [n.id], read: !n.read }, { params }),
    onSuccess: update,
  })
  const markAll = useMutation({
    mutationFn: () => api.post<NotificationList>('/notifications/read-all', undefined, { params }),
    onSuccess: update,
  })
  const remove = useMutation({ mutationFn: (id: number) => api.delete(`/notifications/${id}`), onSuccess: () => update() })
  const unread = data?.unread ?? 0

  const button = (
    <IconButton
      // The visible badge count is part of the name (WCAG 2.5.3).
      label={
        unread > 0
          ? `${t('topbar.notifications.title')}, ${t('topbar.notifications.new', { count: unread })}`
          : t('topbar.notifications.title')
      }
      data-testid="notifications-button"
      data-tour="notifications"
      className="relative"
    >
      <Bell />
      {unread > 0 && <Badge count={unread} className="absolute -end-0.5 -top-0.5" />}
    </IconButton>
  )

  return (
    <MountOnIntent button={button}>
      {() => (
        <Popover className="relative">
          <PopoverButton as={Fragment}>{button}</PopoverButton>
          <PopoverPanel
            anchor={{ to: 'bottom end', gap: 6 }}
            className="z-50 w-[380px] max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg bg-surface shadow-pop ring-1 ring-border"
          >
            <div className="flex items-center justify-between border-b border-border px-4 py-3">
              <h2 className="text-lg font-medium text-strong">{t('topbar.notifications.title')}</h2>
              <div className="flex items-center gap-2">
                {unread > 0 && (
                  <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary">
                    {t('topbar.notifications.new', { count: unread })}
                  </span>
                )}
                <IconButton label={t('topbar.notifications.markAll')} size="sm" onClick={() => markAll.mutate()} disabled={!unread}>
                  <MailOpen />
                </IconButton>
              </div>
            </div>
            <ul className="max-h-96 overflow-y-auto" aria-busy={isPending}>
              {isPending && <li className="px-4 py-6 text-center text-sm text-muted">{t('states.loading')}</li>}
              {isError && <li className="px-4 py-6 text-center text-sm text-error">{t('states.error')}</li>}
              {data && data.notifications.length === 0 && (
                <li className="px-4 py-8 text-center text-sm text-muted">{t('topbar.notifications.empty')}</li>
              )}
              {data?.notifications.map((n) => {
                const Icon = icons[n.icon] ?? Bell
                return (
                  <li
                    key={n.id}
                    className="group flex gap-3 border-b border-border px-4 py-3 last:border-0 hover:bg-hover"
                    data-testid="notification"
                  >
                    <span
                      className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', `bg-${n.color}/15 text-${n.color}`)}
                    >
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className={cn('truncate text-sm', n.read ? 'text-muted' : 'font-medium text-strong')}>{n.title}</p>
                      <p className="truncate text-sm text-muted">{n.subtitle}</p>
                      <p className="text-xs text-subtle">{formatRelative(n.createdAt)}</p>
                    </div>
                    <div className="flex flex-col items-center gap-1">
                      <button
                        type="button"
                        onClick={() => mark.mutate(n)}
                        aria-label={n.read ? t('topbar.notifications.markUnread') : t('topbar.notifications.markRead')}
                        title={n.read ? t('topbar.notifications.markUnread') : t('topbar.notifications.markRead')}
                        className="flex size-6 items-center justify-center rounded-full hover:bg-hover"
                      >
                        <span className={cn('size-2.5 rounded-full', n.read ? 'border border-subtle' : 'bg-primary')} />
                      </button>
                      <button
                        type="button"
                        onClick={() => remove.mutate(n.id)}
                        aria-label={t('topbar.notifications.remove')}
                        className="flex size-6 items-center justify-center rounded-full text-muted opacity-0 group-hover:opacity-100 hover:bg-hover focus:opacity-100"
                      >
                        <X className="size-4" />
                      </button>
                    </div>
                  </li>
                )
              })}
            </ul>
          </PopoverPanel>
        </Popover>
      )}
    </MountOnIntent>
  )
}
