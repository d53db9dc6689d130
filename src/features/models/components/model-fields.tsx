import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, MAX_TAGS, type ModelLanguage } from '@/api/contracts/models'
import { cn } from '@/lib/cn'
import { Chip } from '@/ui/chip'
import { controlClass } from '@/ui/field'
import { ToggleGroup, toggleInOrder } from '@/ui/toggle-group'
import { languageName } from '../lib/languages'

/** Free tags: type and press Enter (or comma) to add; suggestions from the tags already in use. */
export function TagInput({
  value,
  onChange,
  suggestions,
  error,
}: {
  value: string[]
  onChange: (tags: string[]) => void
  suggestions: string[]
  error?: string
}) {
  const { t } = useTranslation('models')
  const id = useId()
  const [text, setText] = useState('')
  const add = (raw: string) => {
    const tag = raw.trim().toLowerCase().slice(0, 24)
    if (tag && !value.includes(tag) && value.length < MAX_TAGS) onChange([...value, tag])
    setText('')
  }
  const q = text.trim().toLowerCase()
  const offered = suggestions.filter((s) => !value.includes(s) && (!q || s.includes(q))).slice(0, 8)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[0.8125rem] font-medium">
        {t('fields.tags')}
      </label>
      <div
        className={cn(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-border px-2 py-1 focus-within:border-primary focus-within:ring-1 focus-within:ring-primary',
          error && 'border-error',
        )}
      >
        {value.map((tag) => (
          <Chip key={tag} tone="secondary" onClose={() => onChange(value.filter((x) => x !== tag))} closeLabel={t('tags.remove', { tag })}>
            {tag}
          </Chip>
        ))}
        <input
          id={id}
          value={text}
          disabled={value.length >= MAX_TAGS}
          onChange={(e) => {
            if (e.target.value.endsWith(',')) add(e.target.value.slice(0, -1))
            else setText(e.target.value)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add(text)
            } else if (e.key === 'Backspace' && text === '' && value.length) onChange(value.slice(0, -1))
          }}
          onBlur={() => text && add(text)}
          placeholder={value.length >= MAX_TAGS ? t('tags.full') : t('tags.placeholder')}
          aria-describedby={`${id}-hint`}
          className={cn(controlClass, 'h-8 min-w-28 flex-1 border-0 px-1 focus:ring-0')}
        />
      </div>
      <p id={`${id}-hint`} className="text-[0.8125rem] text-muted">
        {error ?? t('tags.hint')}
      </p>
      {offered.length > 0 && (
        <div className="flex flex-wrap gap-1.5" aria-label={t('tags.suggestions')} role="group">
          {offered.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => add(s)}
              className="inline-flex h-7 items-center gap-1 rounded-full border border-dashed border-border px-2.5 text-xs text-muted hover:border-primary hover:text-primary"
            >
              <Plus aria-hidden className="size-3" />
              {s}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

/** Languages a model speaks, as toggle buttons (at least one). */
export function LanguagePicker({
  value,
  onChange,
  error,
}: {
  value: ModelLanguage[]
  onChange: (l: ModelLanguage[]) => void
  error?: string
}) {
  const { t } = useTranslation('models')
  return (
    <ToggleGroup label={t('fields.languages')} error={error}>
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={value.includes(l)}
          onClick={() => onChange(toggleInOrder(LANGUAGES, value, l))}
          className="inline-flex h-9 items-center rounded-full border border-border px-3 text-sm font-medium text-text transition-colors hover:border-muted aria-pressed:border-primary-fill aria-pressed:bg-primary-fill aria-pressed:text-on-primary"
        >
          {languageName(l)}
        </button>
      ))}
    </ToggleGroup>
  )
}
