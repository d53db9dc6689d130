import {
  Combobox as HCombobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field as HField,
  Label,
} from '@headlessui/react'
import { Check, ChevronDown, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Chip } from './chip'
import { controlClass } from './field'

interface FieldShellProps {
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  className?: string
  children: React.ReactNode
  required?: boolean
}

/** Headless UI Field shell: links the label to the Combobox input through Field context. */
function FieldShell({ label, hint, error, className, children, required }: FieldShellProps) {
  return (
    <HField className={cn('flex flex-col gap-1.5', className)}>
      <Label className="text-[0.8125rem] font-medium text-text">
        {label}
        {required && (
          <span className="text-error" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      {error ? (
        <p role="alert" className="text-[0.8125rem] text-error">
          {error}
        </p>
      ) : hint ? (
        <Description className="text-[0.8125rem] text-muted">{hint}</Description>
      ) : null}
    </HField>
  )
}

export interface ComboboxItem {
  value: string
  label: string
  /** Second line under the label. */
  description?: string
  /** Shown before the label (a flag, an avatar). */
  icon?: React.ReactNode
  disabled?: boolean
}

/** Case- and accent-insensitive "contains" ("eleve" finds "Élève"). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

export function filterItems(items: ComboboxItem[], query: string): ComboboxItem[] {
  const q = normalizeText(query)
  if (!q) return items
  return items.filter((i) => normalizeText(i.label).includes(q) || (i.description ? normalizeText(i.description).includes(q) : false))
}

interface BaseProps {
  label: React.ReactNode
  options: ComboboxItem[]
  hint?: React.ReactNode
  error?: string
  placeholder?: string
  required?: boolean
  disabled?: boolean
  name?: string
  className?: string
  /**
   * Local filtering (default) or your own: `false` shows `options` as given, e.g. when
   * `onQueryChange` fetches matches from the server.
   */
  filter?: boolean | ((item: ComboboxItem, query: string) => boolean)
  onQueryChange?: (query: string) => void
  /** Autocomplete with free text: the typed text is offered as a value of its own (tags, new entries). */
  allowCustom?: boolean
}

type SingleProps = BaseProps & { multiple?: false; value: string | null; onChange: (value: string | null) => void }
type MultipleProps = BaseProps & { multiple: true; value: string[]; onChange: (value: string[]) => void }

const optionsClass =
  'z-50 max-h-72 w-[var(--input-width)] min-w-56 overflow-y-auto rounded-lg bg-surface p-1.5 text-text shadow-pop ring-1 ring-border outline-none [--anchor-gap:6px] empty:invisible transition duration-100 ease-out data-closed:opacity-0'

/**
 * Type-to-filter select on Headless UI's Combobox, single or `multiple` (chosen values show as
 * removable chips). Labelled through the field, error and hint below like TextField.
 */
export function Combobox(props: SingleProps | MultipleProps) {
  const { label, options, hint, error, placeholder, required, disabled, name, className, filter = true, onQueryChange, allowCustom } = props
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options])
  const shown = useMemo(() => {
    const found =
      filter === false
        ? options
        : typeof filter === 'function'
          ? query
            ? options.filter((o) => filter(o, query))
            : options
          : filterItems(options, query)
    const typed = query.trim()
    const known = options.some((o) => normalizeText(o.label) === normalizeText(typed) || o.value === typed)
    if (!allowCustom || !typed || known) return found
    const custom: ComboboxItem = { value: typed, label: typed, icon: <Plus aria-hidden /> }
    return [custom, ...found]
  }, [options, query, filter, allowCustom])

  const onQuery = (q: string) => {
    setQuery(q)
    onQueryChange?.(q)
  }

  // Non-modal when multiple, so the chips' remove buttons stay reachable while the list is open.
  const list = (
    <ComboboxOptions anchor="bottom start" transition modal={!props.multiple} className={optionsClass}>
      {shown.map((o) => (
        <ComboboxOption
          key={o.value}
          value={o.value}
          disabled={o.disabled}
          className="group flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-[0.9375rem] select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary/10 data-focus:text-primary data-selected:font-medium"
        >
          {o.icon && <span className="shrink-0 [&_svg]:size-5">{o.icon}</span>}
          <span className="min-w-0 flex-1">
            <span className="block truncate">{o.label}</span>
            {o.description && <span className="block truncate text-[0.8125rem] text-muted">{o.description}</span>}
          </span>
          <Check aria-hidden className="invisible size-4 shrink-0 text-primary group-data-selected:visible" />
        </ComboboxOption>
      ))}
      {shown.length === 0 && query !== '' && <div className="px-3 py-2 text-[0.9375rem] text-muted">{t('ui.noResults')}</div>}
    </ComboboxOptions>
  )

  const button = (
    <ComboboxButton aria-label={t('ui.showOptions')} className="group flex h-full items-center px-2.5 text-muted hover:text-text">
      <ChevronDown aria-hidden className="size-5 transition-transform group-data-open:rotate-180" />
    </ComboboxButton>
  )

  if (props.multiple) {
    const { value, onChange } = props
    return (
      <FieldShell label={label} hint={hint} error={error} className={className} required={required}>
        <HCombobox
          multiple
          value={value}
          onChange={(v: string[]) => {
            onChange(v)
            if (allowCustom) onQuery('') // tag entry: ready for the next one
          }}
          onClose={() => onQuery('')}
          disabled={disabled}
          invalid={Boolean(error)}
          name={name}
          immediate
        >
          <div
            className={cn(
              'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-border py-1 ps-2 transition-[border-color,box-shadow] focus-within:border-primary focus-within:ring-1 focus-within:ring-primary hover:border-muted',
              error && 'border-error focus-within:border-error focus-within:ring-error',
              disabled && 'opacity-60',
            )}
          >
            {value.map((v) => {
              const item = byValue.get(v)
              const text = item?.label ?? v
              return (
                <Chip
                  key={v}
                  tone="secondary"
                  closeLabel={t('ui.remove', { label: text })}
                  onClose={disabled ? undefined : () => onChange(value.filter((x) => x !== v))}
                >
                  {text}
                </Chip>
              )
            })}
            <ComboboxInput
              required={required && value.length === 0}
              placeholder={value.length === 0 ? placeholder : undefined}
              value={query}
              onChange={(e) => onQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Backspace' && query === '' && value.length > 0) onChange(value.slice(0, -1))
              }}
              className="h-8 min-w-24 flex-1 bg-transparent px-1.5 text-[0.9375rem] text-text outline-none placeholder:text-subtle"
            />
            <span className="self-stretch">{button}</span>
          </div>
          {list}
        </HCombobox>
      </FieldShell>
    )
  }

  const { value, onChange } = props
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} required={required}>
      <HCombobox
        value={value}
        onChange={(v: string | null) => onChange(v)}
        onClose={() => onQuery('')}
        disabled={disabled}
        invalid={Boolean(error)}
        name={name}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            required={required}
            placeholder={placeholder}
            displayValue={(v: string | null) => (v ? (byValue.get(v)?.label ?? v) : '')}
            onChange={(e) => onQuery(e.target.value)}
            className={cn(controlClass, 'h-10 pe-10', error && 'border-error focus:border-error focus:ring-error')}
          />
          <span className="absolute inset-y-0 end-0 flex">{button}</span>
        </div>
        {list}
      </HCombobox>
    </FieldShell>
  )
}
