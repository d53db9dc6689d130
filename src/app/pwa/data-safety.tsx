import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, Download, ShieldCheck, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '@/api/client'
import {
  BACKUP_FORMAT,
  RESTORE_ERRORS,
  type BackupFile,
  type RestoreError,
  type RestoreErrorCode,
  type RestoreResult,
} from '@/api/contracts/pwa'
import { cn } from '@/lib/cn'
import { formatDateTime, formatNumber } from '@/lib/format'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/dialog'
import { useToast } from '@/ui/toast'
import { useStorageHealth } from './storage'

function formatBytes(bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const
  let value = bytes
  let i = 0
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024
    i++
  }
  return formatNumber(value, { style: 'unit', unit: units[i], unitDisplay: 'short', maximumFractionDigits: value < 10 && i > 0 ? 1 : 0 })
}

function Notice({ tone, children, testId }: { tone: 'warning' | 'success'; children: React.ReactNode; testId?: string }) {
  const Icon = tone === 'warning' ? AlertTriangle : ShieldCheck
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-md px-3 py-2 text-sm',
        tone === 'warning' ? 'bg-warning/15 text-warning' : 'bg-success/15 text-success',
      )}
      data-testid={testId}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  )
}

/**
 * The customizer's data section: storage used/available and persistence, warnings when space
 * runs low or the browser may evict the data, and backup/restore of the whole database
 * (through the API: GET /api/system/backup, POST /api/system/restore).
 */
export function DataSafety() {
  const { t } = useTranslation()
  const toast = useToast()
  const qc = useQueryClient()
  const health = useStorageHealth()
  const fileRef = useRef<HTMLInputElement>(null)
  const [backingUp, setBackingUp] = useState(false)
  const [pending, setPending] = useState<{ name: string; data: unknown; createdAt?: string } | null>(null)
  const [restoring, setRestoring] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const reason = (code: RestoreErrorCode | undefined, detail?: Partial<RestoreError>) =>
    code && RESTORE_ERRORS.includes(code)
      ? t(`pwa.restore.errors.${code}`, { table: detail?.table ?? '', row: detail?.row ?? '' })
      : t('states.error')

  const backup = async () => {
    setBackingUp(true)
    setError(null)
    try {
      const file = await api.get<BackupFile>('/system/backup')
      const blob = new Blob([JSON.stringify(file)], { type: 'application/json' })
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = `vermilion-backup-${file.createdAt.slice(0, 10)}.json`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      toast(t('pwa.backup.done'))
      health.refresh()
    } catch {
      toast(t('pwa.backup.failed'), 'error')
    } finally {
      setBackingUp(false)
    }
  }

  const pick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    let data: unknown
    try {
      data = JSON.parse(await file.text())
    } catch {
      setError(t('pwa.restore.failedBecause', { reason: reason('invalidJson') }))
      return
    }
    const meta = data as Partial<BackupFile> | null
    const createdAt =
      meta && meta.format === BACKUP_FORMAT && typeof meta.createdAt === 'string' && !Number.isNaN(Date.parse(meta.createdAt))
        ? meta.createdAt
        : undefined
    setPending({ name: file.name, data, createdAt })
  }

  const restore = async () => {
    if (!pending) return
    setRestoring(true)
    try {
      const result = await api.post<RestoreResult>('/system/restore', pending.data)
      const count = Object.values(result.restored).reduce((a, b) => a + b, 0)
      await qc.invalidateQueries()
      toast(t('pwa.restore.done', { count: formatNumber(count) }))
      health.refresh()
    } catch (e) {
      const body = e instanceof ApiError ? (e.body as Partial<RestoreError> | undefined) : undefined
      setError(t('pwa.restore.failedBecause', { reason: reason(body?.code, body) }))
    } finally {
      setRestoring(false)
      setPending(null)
    }
  }

  const share = health.usage !== null && health.quota ? Math.min(100, (health.usage / health.quota) * 100) : 0

  return (
    <div className="space-y-4">
      <div className="space-y-2" data-testid="storage-health">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-strong">{t('pwa.storage.title')}</span>
          {health.usage !== null && health.quota !== null && (
            <span className="text-muted" data-testid="storage-usage">
              {t('pwa.storage.usage', { used: formatBytes(health.usage), quota: formatBytes(health.quota) })}
            </span>
          )}
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-border"
          role="meter"
          aria-label={t('pwa.storage.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share)}
        >
          <div
            className={cn('h-full rounded-full', health.lowSpace ? 'bg-warning' : 'bg-primary')}
            style={{ width: `${Math.max(share, health.usage ? 1 : 0)}%` }}
          />
        </div>
        {health.available !== null && (
          <p className="text-sm text-muted">{t('pwa.storage.available', { available: formatBytes(health.available) })}</p>
        )}
        {health.quota === null && health.persistence !== null && <p className="text-sm text-muted">{t('pwa.storage.unknown')}</p>}
        {health.lowSpace && (
          <Notice tone="warning" testId="storage-low">
            {t('pwa.storage.low')}
          </Notice>
        )}
        {health.persistence === 'granted' && (
          <Notice tone="success" testId="storage-persisted">
            {t('pwa.storage.persisted')}
          </Notice>
        )}
        {(health.persistence === 'refused' || health.persistence === 'unsupported') && (
          <Notice tone="warning" testId="storage-not-persisted">
            {t('pwa.storage.notPersisted')}
          </Notice>
        )}
      </div>
      <p className="text-sm text-muted">{t('pwa.backup.help')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="tonal" onClick={() => void backup()} loading={backingUp} data-testid="backup-data">
          <Download /> {t('pwa.backup.action')}
        </Button>
        <Button variant="tonal" color="secondary" onClick={() => fileRef.current?.click()} loading={restoring} data-testid="restore-data">
          <Upload /> {t('pwa.restore.action')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void pick(e)}
          data-testid="restore-file"
        />
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-error/15 px-3 py-2 text-sm text-error" data-testid="restore-error">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => void restore()}
        busy={restoring}
        tone="warning"
        title={t('pwa.restore.title')}
        message={
          pending?.createdAt
            ? t('pwa.restore.confirmFrom', { name: pending.name, date: formatDateTime(pending.createdAt) })
            : t('pwa.restore.confirm', { name: pending?.name ?? '' })
        }
        confirmLabel={t('pwa.restore.confirmAction')}
      />
    </div>
  )
}
