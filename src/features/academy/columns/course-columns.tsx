import type { TFunction } from 'i18next'
import { FileText, Eye, Users } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Course } from '@/api/contracts/academy'
import { formatDurationText, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { LinearProgress } from '@/ui/progress'
import { toneClasses } from '@/ui/tone'
import { courseIcon, courseTone } from '../lib/course-icons'
import { coursePercent } from '../lib/course-progress'

const col = createColumnHelper<Course>()
const pct = (n: number) => formatNumber(n / 100, { style: 'percent' })

/** Columns of "Courses you are taking"; sortable ids are the API's sort keys (courseName, progress). */
export function courseColumns(t: TFunction<'academy'>): DataTableColumn<Course>[] {
  return [
    col.accessor('courseTitle', {
      id: 'courseName',
      header: () => t('table.columns.courseName'),
      enableSorting: true,
      cell: ({ row }) => {
        const c = row.original
        const Icon = courseIcon(c.logo)
        return (
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className={`flex size-10 shrink-0 items-center justify-center rounded-md ${toneClasses[courseTone(c.color)].soft}`}
            >
              <Icon className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <Link to={linkTo('academyCourseDetails')} className="truncate font-medium text-strong hover:text-primary">
                {c.courseTitle}
              </Link>
              <span className="flex items-center gap-2 text-sm text-muted">
                <Avatar src={c.tutorImg} name={c.user} size={22} />
                {c.user}
              </span>
            </div>
          </div>
        )
      },
    }),
    col.accessor('time', {
      id: 'time',
      header: () => t('table.columns.time'),
      cell: ({ getValue }) => formatDurationText(getValue<string>()),
    }),
    col.display({
      id: 'progress',
      header: () => t('table.columns.progress'),
      enableSorting: true,
      cell: ({ row }) => {
        const c = row.original
        const percent = coursePercent(c)
        return (
          <div className="flex min-w-40 flex-col gap-1.5">
            <span className="flex items-baseline gap-2">
              <span className="font-medium text-strong tabular-nums">{pct(percent)}</span>
              <span className="text-sm text-muted tabular-nums">
                {t('table.progressValue', { done: formatNumber(c.completedTasks), total: formatNumber(c.totalTasks) })}
              </span>
            </span>
            <LinearProgress value={percent} label={t('table.progressLabel', { title: c.courseTitle })} />
          </div>
        )
      },
    }),
    col.display({
      id: 'status',
      header: () => t('table.columns.status'),
      cell: ({ row }) => {
        const c = row.original
        const items = [
          { icon: Users, tone: 'primary' as const, text: t('table.students', { value: formatNumber(c.userCount) }) },
          { icon: FileText, tone: 'info' as const, text: t('table.notes', { value: formatNumber(c.note) }) },
          { icon: Eye, tone: 'warning' as const, text: t('table.views', { value: formatNumber(c.view) }) },
        ]
        return (
          <ul className="flex flex-wrap items-center gap-4">
            {items.map(({ icon: Icon, tone, text }) => (
              <li key={tone} className="flex items-center gap-1.5 text-sm whitespace-nowrap">
                <Icon aria-hidden className={`size-4 ${toneClasses[tone].text}`} />
                {text}
              </li>
            ))}
          </ul>
        )
      },
    }),
  ]
}
