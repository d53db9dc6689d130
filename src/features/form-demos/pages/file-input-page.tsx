import { Paperclip, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { I18nKey } from '@/i18n/i18n-keys'
import { Chip } from '@/ui/chip'
import { FileDropZone, formatBytes } from '@/ui/file-drop-zone'
import { IconButton } from '@/ui/icon-button'
import { LinearProgress } from '@/ui/progress'
import { DemoPage } from '../shared/demo-page'
import { useDemoT } from '../shared/use-demo-t'
import raw from './file-input-page.tsx?raw'

/**
 * A file field whose files the demo keeps in its own state: `field` (the label, the files chosen
 * and their setter) spreads onto a FileDropZone.
 */
function useFileField(label: I18nKey<'form-demos'>) {
  const { t } = useDemoT()
  const [value, onChange] = useState<File[]>([])
  return { t, field: { label: t(label), value, onChange } }
}

function Basic() {
  const { field } = useFileField('f.file')
  return <FileDropZone {...field} maxFiles={1} />
}

function Accept() {
  const { field } = useFileField('f.avatar')
  return <FileDropZone {...field} accept="image/png,image/jpeg" typesLabel="PNG, JPEG" maxFiles={1} />
}

function Chips() {
  const { t, field } = useFileField('f.files')
  return (
    <FileDropZone
      {...field}
      renderFile={(f, remove) => (
        <Chip onClose={remove} closeLabel={t('shared.removeFile', { name: f.name })}>
          {f.name}
        </Chip>
      )}
    />
  )
}

function Counter() {
  const { t, field } = useFileField('f.files')
  const size = field.value.reduce((s, f) => s + f.size, 0)
  return <FileDropZone {...field} maxFiles={5} hint={t('shared.filesCount', { n: field.value.length, size: formatBytes(size) })} />
}

function Density() {
  const normal = useFileField('shared.default')
  const compact = useFileField('shared.compact')
  return (
    <div className="flex flex-col gap-4">
      <FileDropZone {...normal.field} />
      <FileDropZone density="compact" {...compact.field} />
    </div>
  )
}

function Loading() {
  const { t, field } = useFileField('f.files')
  return (
    <>
      <FileDropZone {...field} />
      {field.value.length > 0 && <LinearProgress value={60} label={t('shared.uploading')} />}
    </>
  )
}

function Multiple() {
  const { field } = useFileField('f.files')
  return <FileDropZone {...field} maxFiles={10} />
}

function PrependIcon() {
  const { field } = useFileField('f.attachment')
  return (
    <div className="flex items-start gap-3">
      <Paperclip aria-hidden className="mt-8 size-5 text-muted" />
      <FileDropZone {...field} className="flex-1" />
    </div>
  )
}

/** The extension in capitals, "PDF" for report.pdf (the type's subtype when there is none). */
const extension = (file: File) => (/\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1] ?? file.type.split('/')[1] ?? '').toUpperCase()

function SelectionSlot() {
  const { t, field } = useFileField('f.files')
  // The selection slot: each chosen file as a tile (its extension, name and size).
  return (
    <FileDropZone
      {...field}
      renderFile={(f, remove) => (
        <span className="flex w-56 items-center gap-3 rounded-lg bg-surface-2 p-2">
          <span
            dir="ltr"
            className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/15 text-xs font-semibold text-primary"
          >
            {extension(f)}
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-sm text-strong">{f.name}</span>
            <span className="text-xs text-muted">{formatBytes(f.size)}</span>
          </span>
          <IconButton size="sm" color="error" label={t('shared.removeFile', { name: f.name })} onClick={remove}>
            <Trash2 aria-hidden />
          </IconButton>
        </span>
      )}
    />
  )
}

function ShowSize() {
  const { t, field } = useFileField('f.files')
  return (
    <>
      <FileDropZone {...field} />
      <ul className="text-sm text-muted">
        {field.value.map((f, i) => (
          <li key={`${f.name}-${i}`}>{t('shared.fileWithSize', { name: f.name, size: formatBytes(f.size) })}</li>
        ))}
      </ul>
    </>
  )
}

function Validation() {
  const { t, field } = useFileField('f.avatar')
  return (
    <FileDropZone
      {...field}
      accept="image/*"
      typesLabel={t('shared.images')}
      maxSize={200 * 1024}
      maxFiles={1}
      hint={t('v.fileRules', { size: formatBytes(200 * 1024) })}
    />
  )
}

function Variant() {
  const outlined = useFileField('shared.outlined')
  const filled = useFileField('shared.filled')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FileDropZone {...outlined.field} />
      <FileDropZone variant="filled" {...filled.field} />
    </div>
  )
}

export default function FileInputPage() {
  return (
    <DemoPage
      page="fileInput"
      raw={raw}
      demos={{ Accept, Basic, Chips, Counter, Density, Loading, Multiple, PrependIcon, SelectionSlot, ShowSize, Validation, Variant }}
    />
  )
}
