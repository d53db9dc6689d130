import { Combobox as HCombobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { Check, ChevronDown, Plus, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Chip } from './chip'
import { FieldShell } from './headless-field-shell'
import { controlClass, ownDirectionClass } from './field'

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
  /** `compact`: a shorter control and smaller text (dense forms, toolbars). */
  density?: 'default' | 'compact'
  /** `filled`: a tinted control without a border until hovered or focused. */
  variant?: 'outlined' | 'filled'
  /** A button that empties the field (every chip when `multiple`). */
  clearable?: boolean
  /** The option slot: what an option shows instead of its icon, label and description (the check mark stays). */
  renderOption?: (item: ComboboxItem) => React.ReactNode
}

type SingleProps = BaseProps & { multiple?: false; value: string | null; onChange: (value: string | null) => void }
type MultipleProps = BaseProps & { multiple: true; value: string[]; onChange: (value: string[]) => void }

/** The control's look for `density` and `variant` (outlined + default: the kit's text field). */
function lookClass(density: BaseProps['density'], variant: BaseProps['variant']) {
  return cn(density === 'compact' ? 'text-sm' : 'text-[0.9375rem]', variant === 'filled' && 'border-transparent bg-surface-2')
}

const optionsClass =
  'z-50 max-h-72 w-[var(--input-width)] min-w-56 overflow-y-auto rounded-lg bg-surface p-1.5 text-text shadow-pop ring-1 ring-border outline-none [--anchor-gap:6px] empty:invisible transition duration-100 ease-out data-closed:opacity-0'

/**
 * Type-to-filter select on Headless UI's Combobox, single or `multiple` (chosen values show as
 * removable chips). Labelled through the field, error and hint below like TextField.
 */
export function Combobox(props: SingleProps | MultipleProps) {
  const {
    label,
    options,
    hint,
    error,
    placeholder,
    required,
    disabled,
    name,
    className,
    filter = true,
    onQueryChange,
    allowCustom,
    density = 'default',
    variant = 'outlined',
    clearable,
    renderOption,
  } = props
  const compact = density === 'compact'
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
          {renderOption ? (
            <span className="flex min-w-0 flex-1 items-center gap-3">{renderOption(o)}</span>
          ) : (
            <>
              {o.icon && <span className="shrink-0 [&_svg]:size-5">{o.icon}</span>}
              <span className="min-w-0 flex-1">
                <span className="block truncate">{o.label}</span>
                {o.description && <span className="block truncate text-[0.8125rem] text-muted">{o.description}</span>}
              </span>
            </>
          )}
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
  const hasValue = props.multiple ? props.value.length > 0 : props.value !== null
  const clear = () => {
    if (props.multiple) props.onChange([])
    else props.onChange(null)
    onQuery('')
  }
  const clearButton = clearable && hasValue && !disabled && (
    <button
      type="button"
      aria-label={t('ui.clear')}
      onClick={clear}
      className="flex h-full items-center px-1 text-muted outline-none hover:text-text focus-visible:text-primary"
    >
      <X aria-hidden className="size-4" />
    </button>
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
              'flex w-full flex-wrap items-center gap-1.5 rounded-md border border-border py-1 ps-2 transition-[border-color,box-shadow] focus-within:border-primary focus-within:ring-1 focus-within:ring-primary hover:border-muted',
              compact ? 'min-h-8 py-0.5' : 'min-h-10',
              lookClass(density, variant),
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
              className={cn(
                'min-w-24 flex-1 bg-transparent px-1.5 text-text outline-none placeholder:text-subtle',
                ownDirectionClass,
                compact ? 'h-7' : 'h-8',
              )}
            />
            <span className="flex self-stretch">
              {clearButton}
              {button}
            </span>
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
            className={cn(
              controlClass,
              ownDirectionClass,
              compact ? 'h-8' : 'h-10',
              clearable ? 'pe-16' : 'pe-10',
              lookClass(density, variant),
              error && 'border-error focus:border-error focus:ring-error',
            )}
          />
          <span className="absolute inset-y-0 end-0 flex">
            {clearButton}
            {button}
          </span>
        </div>
        {list}
      </HCombobox>
    </FieldShell>
  )
}
