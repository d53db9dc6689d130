import { FileText, UploadCloud, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'

/** `image/*,.pdf,application/zip`: does the file match one entry? (empty accept: any file). */
export function acceptsFile(file: { name: string; type: string }, accept?: string): boolean {
  if (!accept) return true
  const name = file.name.toLowerCase()
  return accept.split(',').some((raw) => {
    const a = raw.trim().toLowerCase()
    if (!a) return false
    if (a.startsWith('.')) return name.endsWith(a)
    if (a.endsWith('/*')) return file.type.startsWith(a.slice(0, -1))
    return file.type === a
  })
}

/** 5 242 880 -> "5 Mo" / "5 MB" / "5 ميغابايت" in the page language. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
    : formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })

export interface FileRules {
  accept?: string
  /** Bytes per file. */
  maxSize?: number
  /** Files in all (those already chosen count). */
  maxFiles?: number
}

export interface FileRejection {
  name: string
  /** Already translated. */
  reason: string
}

/** The dashed zone: drag and drop or a button that opens the file picker (one hidden input). */
export function DropArea({
  onFiles,
  accept,
  multiple = true,
  invalid,
  disabled,
  inputLabel,
  browseLabel,
  testId,
  className,
  children,
  note,
  variant = 'outlined',
}: {
  onFiles: (files: File[]) => void
  accept?: string
  multiple?: boolean
  invalid?: boolean
  disabled?: boolean
  /** The accessible name of the hidden file input. */
  inputLabel: string
  browseLabel: string
  testId?: string
  className?: string
  children?: React.ReactNode
  /** Under the button (the rules: types, sizes). */
  note?: React.ReactNode
  /** `filled`: a tinted zone with a solid border instead of the dashed outline. */
  variant?: 'outlined' | 'filled'
}) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault()
        setDragging(false)
        if (!disabled) onFiles([...e.dataTransfer.files])
      }}
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 rounded-lg border-2 p-3 text-center transition-colors',
        variant === 'filled' ? 'bg-surface-2' : 'border-dashed',
        dragging ? 'border-primary bg-primary/10' : invalid ? 'border-error' : 'border-border hover:border-muted',
        disabled && 'opacity-60',
        className,
      )}
      data-testid={testId}
    >
      {children}
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="rounded-md px-2.5 py-1 text-sm font-medium text-primary outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary"
      >
        {browseLabel}
      </button>
      {note && <p className="text-[0.75rem] text-muted">{note}</p>}
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])])
          e.target.value = ''
        }}
      />
    </div>
  )
}

function Preview({ file, removeLabel, onRemove }: { file: File; removeLabel: string; onRemove: () => void }) {
  const image = file.type.startsWith('image/')
  return (
    <li className="flex items-center gap-3 rounded-lg p-2 ring-1 ring-border">
      {image ? (
        <img
          alt=""
          className="size-10 shrink-0 rounded-md object-cover"
          ref={(img) => {
            if (!img) return
            const url = URL.createObjectURL(file)
            img.src = url
            return () => URL.revokeObjectURL(url)
          }}
        />
      ) : (
        <FileText aria-hidden className="size-10 shrink-0 p-2 text-muted" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[0.9375rem] text-strong">{file.name}</span>
        <span className="text-[0.8125rem] text-muted">{formatBytes(file.size)}</span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="inline-flex size-8 items-center justify-center rounded-full text-muted outline-none hover:bg-error/10 hover:text-error focus-visible:ring-2 focus-visible:ring-primary"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  )
}

/**
 * File input for forms: drop zone or picker, type / size / count checks with a clear message per
 * refused file (announced), chosen files listed with image previews and remove buttons.
 * Controlled: `value` is the chosen `File[]`.
 */
export function FileDropZone({
  label,
  value,
  onChange,
  accept,
  maxSize,
  maxFiles,
  typesLabel,
  error,
  hint,
  disabled,
  className,
  density = 'default',
  variant,
  renderFile,
}: FileRules & {
  label: React.ReactNode
  value: File[]
  onChange: (files: File[]) => void
  /** How `accept` reads in the rules line ("PNG, JPG, PDF"); the accept list by default. */
  typesLabel?: string
  error?: string
  hint?: React.ReactNode
  disabled?: boolean
  className?: string
  /** `compact`: a low zone, icon and text on one line. */
  density?: 'default' | 'compact'
  variant?: 'outlined' | 'filled'
  /** The selection slot: how a chosen file shows (instead of the preview row); `remove` takes it out. */
  renderFile?: (file: File, remove: () => void) => React.ReactNode
}) {
  const { t } = useTranslation('forms')
  const compact = density === 'compact'
  const id = useId()
  const [rejected, setRejected] = useState<FileRejection[]>([])
  const full = maxFiles !== undefined && value.length >= maxFiles

  const add = (files: File[]) => {
    const accepted: File[] = []
    const bad: FileRejection[] = []
    for (const file of files) {
      const reason = !acceptsFile(file, accept)
        ? t('file.badType')
        : maxSize !== undefined && file.size > maxSize
          ? t('file.tooBig', { size: formatBytes(maxSize) })
          : maxFiles !== undefined && value.length + accepted.length >= maxFiles
            ? t('file.tooMany', { max: formatNumber(maxFiles) })
            : null
      if (reason) bad.push({ name: file.name, reason })
      else accepted.push(file)
    }
    setRejected(bad)
    if (accepted.length) onChange([...value, ...accepted])
  }

  const types =
    typesLabel ??
    (accept
      ? accept
          .split(',')
          .map((a) => a.trim())
          .join(', ')
      : t('file.anyType'))
  const rules = hint ?? (maxSize !== undefined ? t('file.rules', { types, size: formatBytes(maxSize) }) : accept ? types : null)

  return (
    <div className={cn('flex flex-col gap-2', className)} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-[0.8125rem] font-medium text-text">
        {label}
      </span>
      {!full && (
        <DropArea
          onFiles={add}
          accept={accept}
          multiple={maxFiles !== 1}
          invalid={Boolean(error)}
          disabled={disabled}
          inputLabel={t('file.browse')}
          browseLabel={t(value.length ? 'file.add' : 'file.browse')}
          className={compact ? 'flex-row flex-wrap gap-x-3 py-2' : 'py-6'}
          note={rules}
          variant={variant}
          testId="file-drop-area"
        >
          <UploadCloud aria-hidden className={cn('text-primary', compact ? 'size-5' : 'size-8')} />
          <p className="text-sm text-muted">{t('file.dropHere')}</p>
        </DropArea>
      )}
      {value.length > 0 && (
        <ul className={cn('flex gap-2', renderFile ? 'flex-wrap' : 'flex-col')} aria-label={t('file.list')}>
          {value.map((file, i) => {
            const remove = () => onChange(value.filter((_, j) => j !== i))
            return renderFile ? (
              <li key={`${file.name}-${i}`}>{renderFile(file, remove)}</li>
            ) : (
              <Preview key={`${file.name}-${i}`} file={file} removeLabel={t('file.remove', { name: file.name })} onRemove={remove} />
            )
          })}
        </ul>
      )}
      {rejected.length > 0 && (
        <ul role="alert" className="text-[0.8125rem] text-error">
          {rejected.map((r, i) => (
            <li key={i}>{t('file.rejected', { name: r.name, reason: r.reason })}</li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  )
}
