import { ImagePlus, Star, Trash2, UploadCloud } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PHOTOS, photoFileError } from '@/api/contracts/models'
import { cn } from '@/lib/cn'
import { DropArea } from '@/ui/file-drop-zone'
import { formatNumber } from '@/lib/format'
import { useErrorText } from '@/lib/form-errors'

/** A photo in the form: one already stored (kept by id) or a new file with its preview URL. */
export type PhotoItem = { key: string; kind: 'existing'; id: string; url: string } | { key: string; kind: 'new'; file: File; url: string }

export interface Rejection {
  name: string
  reason: string
}

/**
 * Splits dropped/picked files into accepted ones (images of at most 5 MB, up to the free slots)
 * and rejections with an i18n key — the same checks the server makes.
 */
export function screenFiles(files: File[], freeSlots: number): { accepted: File[]; rejected: Rejection[] } {
  const accepted: File[] = []
  const rejected: Rejection[] = []
  for (const file of files) {
    const reason = photoFileError(file)
    if (reason) rejected.push({ name: file.name, reason })
    else if (accepted.length >= freeSlots) rejected.push({ name: file.name, reason: 'models:validation.photosMax' })
    else accepted.push(file)
  }
  return { accepted, rejected }
}

let seq = 0

/**
 * Photos of a model: drop zone (drag and drop, or a button opening the file picker), previews
 * in order (the first is the cover), remove buttons. Files are checked here like on the server.
 */
export function PhotoPicker({ value, onChange, error }: { value: PhotoItem[]; onChange: (items: PhotoItem[]) => void; error?: string }) {
  const { t } = useTranslation('models')
  const errorText = useErrorText()
  const inputId = useId()
  const [rejected, setRejected] = useState<Rejection[]>([])
  const free = MAX_PHOTOS - value.length

  const add = (files: File[]) => {
    const { accepted, rejected: bad } = screenFiles(files, free)
    setRejected(bad)
    if (accepted.length)
      onChange([...value, ...accepted.map((file) => ({ key: `new-${++seq}`, kind: 'new' as const, file, url: URL.createObjectURL(file) }))])
  }

  const removeAt = (index: number) => {
    const item = value[index]
    if (item?.kind === 'new') URL.revokeObjectURL(item.url)
    onChange(value.filter((_, i) => i !== index))
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <span className="text-[0.8125rem] font-medium" id={`${inputId}-label`}>
          {t('fields.photos')}
          <span className="text-error" aria-hidden>
            {' '}
            *
          </span>
        </span>
        <span className="text-[0.8125rem] text-muted tabular-nums">
          {t('photos.count', { count: formatNumber(value.length), max: formatNumber(MAX_PHOTOS) })}
        </span>
      </div>

      <ul className="grid grid-cols-3 gap-2" aria-labelledby={`${inputId}-label`}>
        {value.map((item, i) => (
          <li key={item.key} className="group relative aspect-[4/5] overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border">
            <img src={item.url} alt={t('photos.alt', { n: formatNumber(i + 1) })} className="size-full object-cover" />
            {i === 0 && (
              <span className="absolute start-1.5 top-1.5 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-[0.6875rem] font-medium text-white">
                <Star aria-hidden className="size-3" />
                {t('photos.cover')}
              </span>
            )}
            <button
              type="button"
              onClick={() => removeAt(i)}
              aria-label={t('photos.remove', { n: formatNumber(i + 1) })}
              className="absolute end-1.5 top-1.5 inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-error focus-visible:bg-error"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {free > 0 && (
          <li className={cn('aspect-[4/5]', value.length === 0 && 'col-span-3 aspect-auto')}>
            <DropArea
              onFiles={add}
              accept="image/*"
              invalid={Boolean(error)}
              inputLabel={t('photos.browse')}
              browseLabel={t(value.length === 0 ? 'photos.browse' : 'photos.add')}
              testId="photo-dropzone"
              className={cn(value.length === 0 && 'py-8')}
              note={value.length === 0 && t('photos.rules')}
            >
              {value.length === 0 ? (
                <UploadCloud aria-hidden className="size-8 text-primary" />
              ) : (
                <ImagePlus aria-hidden className="size-6 text-primary" />
              )}
              {value.length === 0 && <p className="text-sm text-muted">{t('photos.dropHere')}</p>}
            </DropArea>
          </li>
        )}
      </ul>
      {rejected.length > 0 && (
        <ul role="alert" className="text-[0.8125rem] text-error">
          {rejected.map((r, i) => (
            <li key={i}>{t('photos.rejected', { name: r.name, reason: errorText(r.reason) })}</li>
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
