import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { HtmlView } from './html-view'

// TipTap (~130 kB gzip) is in its own chunk, fetched when an editor first renders.
const RichTextEditor = lazy(() => import('./rich-text-editor'))

export interface RichTextFieldProps {
  label: React.ReactNode
  /** HTML ('' when empty). */
  value: string
  onChange?: (html: string) => void
  onBlur?: () => void
  placeholder?: string
  /** Shows the content without toolbar, not editable (the sanitised HtmlView until TipTap is needed). */
  readOnly?: boolean
  error?: string
  hint?: React.ReactNode
  minHeight?: string
  className?: string
}

/**
 * Rich-text field (bold, italic, underline, strike, lists, link, alignment, text direction;
 * HTML out) with label, hint and error like the other fields. TipTap loads lazily: pages that
 * import this file do not carry it until the field renders. Read-only shows the sanitised HTML.
 */
export function RichTextField({ label, error, hint, className, ...props }: RichTextFieldProps) {
  const { t } = useTranslation('forms')
  const id = useId()
  const labelId = `${id}-label`
  const noteId = error || hint ? `${id}-note` : undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-[0.8125rem] font-medium text-text">
        {label}
      </span>
      <div
        className={cn(
          'rounded-md border transition-[border-color,box-shadow] focus-within:ring-1',
          error
            ? 'border-error focus-within:ring-error'
            : 'border-border focus-within:border-primary focus-within:ring-primary hover:border-muted',
        )}
      >
        {props.readOnly ? (
          <HtmlView
            html={props.value}
            role="textbox"
            aria-readonly
            aria-multiline
            aria-labelledby={labelId}
            aria-describedby={noteId}
            className="px-3.5 py-2.5"
          />
        ) : (
          <Suspense
            fallback={
              <p className="px-3.5 py-2.5 text-[0.9375rem] text-muted" style={{ minHeight: props.minHeight ?? '8rem' }}>
                {t('editor.loading')}
              </p>
            }
          >
            <RichTextEditor {...props} invalid={Boolean(error)} labelId={labelId} describedBy={noteId} />
          </Suspense>
        )}
      </div>
      {noteId && (
        <p id={noteId} role={error ? 'alert' : undefined} className={cn('text-[0.8125rem]', error ? 'text-error' : 'text-muted')}>
          {error ?? hint}
        </p>
      )}
    </div>
  )
}
