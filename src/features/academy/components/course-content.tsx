import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CourseDetails } from '@/api/contracts/academy'
import { academyCourseDetails } from '@/api/resources/academy'
import { formatDurationText, formatNumber } from '@/lib/format'
import { Card } from '@/ui/card'
import { Checkbox } from '@/ui/checkbox'
import { ExpansionPanel, ExpansionPanels } from '@/ui/expansion-panel'
import { LinearProgress } from '@/ui/progress'
import { contentProgress, withTopicTicked } from '../lib/course-progress'

/**
 * "Course content": the sections as an accordion, each topic a checkbox. A tick is stored at once
 * (PUT …/topics/{id}) and shown while it travels; the answer (or the failure) settles it.
 */
export function CourseContent({ course }: { course: CourseDetails }) {
  const { t } = useTranslation('academy')
  const setTopic = academyCourseDetails.useMutation('setTopic', { failed: t('details.saveFailed') })
  // Set in the change event itself (rendered at once), so the box never flips back while the call travels.
  const [ticking, setTicking] = useState<{ id: number; isCompleted: boolean } | null>(null)
  const vars = ticking ?? (setTopic.isPending ? setTopic.variables : undefined)
  const tick = (id: number, isCompleted: boolean) => {
    setTicking({ id, isCompleted })
    setTopic.mutate({ id, isCompleted }, { onSettled: () => setTicking(null) })
  }
  const shown = vars ? withTopicTicked(course, vars.id, vars.isCompleted) : course
  const { done, total } = contentProgress(shown)
  const percent = total ? Math.round((done / total) * 100) : 0
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby="course-content-title">
      <div className="flex flex-col gap-2">
        <h2 id="course-content-title" className="text-lg font-medium text-strong">
          {t('details.content')}
        </h2>
        <p className="text-sm text-muted" data-testid="course-progress">
          {t('details.progress', { percent: formatNumber(percent / 100, { style: 'percent' }) })}
        </p>
        <LinearProgress value={done} max={total} label={t('details.progressLabel')} />
      </div>
      <ExpansionPanels multiple variant="bordered">
        {shown.content.map((section, i) => (
          <ExpansionPanel
            key={section.id}
            defaultOpen={i === 0}
            title={section.title}
            subtitle={t('details.sectionStatus', { status: section.status, time: formatDurationText(section.time) })}
          >
            <ul className="flex flex-col gap-3 pt-2">
              {section.topics.map((topic) => (
                <li key={topic.id} className="flex items-start justify-between gap-3">
                  <Checkbox checked={topic.isCompleted} label={topic.title} onChange={(isCompleted) => tick(topic.id, isCompleted)} />
                  <span className="shrink-0 text-sm text-muted">{formatDurationText(topic.time)}</span>
                </li>
              ))}
            </ul>
          </ExpansionPanel>
        ))}
      </ExpansionPanels>
    </Card>
  )
}
