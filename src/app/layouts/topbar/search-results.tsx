import {
  Cherry,
  Circle,
  Contact,
  CornerDownLeft,
  FileText,
  Flame,
  History,
  Mail,
  PhoneCall,
  ReceiptText,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RecordField, RecordKind } from '@/api/contracts/search'
import { cn } from '@/lib/cn'
import type { SearchHit } from './app-search'
import type { RecordSearchHit } from './search-record-links'
import { navIcon } from '../nav-icon'

/** One choice of the dialog: a page, a record, or a recent search (which fills the input). */
export type SearchOption =
  | { type: 'page'; key: string; url: string; hit: SearchHit }
  | { type: 'record'; key: string; url: string; hit: RecordSearchHit }
  | { type: 'recent'; key: string; q: string }

export interface SearchSection {
  key: string
  heading: string
  options: SearchOption[]
}

const KIND_ICONS: Record<RecordKind, LucideIcon> = {
  users: UserRound,
  tinderAccounts: Flame,
  fruitzAccounts: Cherry,
  models: Contact,
  otpOrders: PhoneCall,
  customers: UsersRound,
  orders: ReceiptText,
  invoices: FileText,
  emails: Mail,
}
/** Values read left to right in every language (phones, numbers, addresses). */
const LTR_FIELDS: ReadonlySet<RecordField> = new Set(['phone', 'number', 'code', 'email'])

/** `text` with its matched part [start, end) marked. */
function Highlighted({ text, range }: { text: string; range: readonly [number, number] | null }) {
  if (!range || range[1] <= range[0]) return text
  return (
    <>
      {text.slice(0, range[0])}
      <mark className="bg-transparent font-semibold text-inherit underline decoration-primary decoration-2 underline-offset-2">
        {text.slice(range[0], range[1])}
      </mark>
      {text.slice(range[1])}
    </>
  )
}

function RecordRow({ hit }: { hit: RecordSearchHit }) {
  const { t } = useTranslation()
  const inTitle = hit.value === hit.title
  const dir = LTR_FIELDS.has(hit.field) ? 'ltr' : undefined
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="truncate" dir={inTitle ? dir : undefined}>
        <Highlighted text={hit.title} range={inTitle ? hit.match : null} />
      </span>
      <span className="truncate text-sm text-muted">
        {inTitle ? (
          hit.subtitle
        ) : (
          <>
            {t(`search.fields.${hit.field}`)}
            {t('search.fieldSeparator')}
            <bdi dir={dir}>
              <Highlighted text={hit.value} range={hit.match} />
            </bdi>
          </>
        )}
      </span>
    </span>
  )
}

function OptionContent({ option }: { option: SearchOption }): ReactNode {
  if (option.type === 'recent')
    return (
      <>
        <History className="size-5 shrink-0" aria-hidden />
        <span className="flex-1 truncate">{option.q}</span>
      </>
    )
  if (option.type === 'page') {
    const Icon = option.hit.route.nav ? navIcon(option.hit.route.nav.icon) : Circle
    return (
      <>
        <Icon className="size-5 shrink-0" aria-hidden />
        <span className="flex-1">{option.hit.title}</span>
      </>
    )
  }
  const Icon = KIND_ICONS[option.hit.kind]
  return (
    <>
      <Icon className="size-5 shrink-0" aria-hidden />
      <RecordRow hit={option.hit} />
    </>
  )
}

export const optionId = (i: number) => `app-search-option-${i}`

/** The sections of the listbox: a heading, then its options (ids follow the flat order, for aria-activedescendant). */
export function SearchSections({
  sections,
  active,
  onActive,
  onChoose,
}: {
  sections: SearchSection[]
  active: number
  onActive: (i: number) => void
  onChoose: (i: number) => void
}) {
  let i = -1
  return sections.map((s) => (
    <li key={s.key} role="presentation">
      <p className="px-3 pt-3 pb-1 text-xs font-medium tracking-wide text-subtle uppercase">{s.heading}</p>
      <ul role="presentation">
        {s.options.map((option) => {
          const index = ++i
          return (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseEnter={() => onActive(index)}
              onClick={() => onChoose(index)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2',
                index === active && 'bg-primary/10 text-primary',
              )}
            >
              <OptionContent option={option} />
              {index === active && <CornerDownLeft className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden />}
            </li>
          )
        })}
      </ul>
    </li>
  ))
}
