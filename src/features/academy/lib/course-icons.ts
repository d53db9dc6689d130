import { Brain, Code, LayoutDashboard, Palette, PenTool, type LucideIcon } from 'lucide-react'
import type { CourseTag } from '@/api/contracts/academy'
import type { I18nKey } from '@/i18n/i18n-keys'
import { TONES, type Tone } from '@/ui/tone'

/** A course's `logo` (a lucide icon name, SPEC section 3) as its icon; a book-less fallback for unknown names. */
const ICONS: Record<string, LucideIcon> = {
  code: Code,
  'pen-tool': PenTool,
  brain: Brain,
  palette: Palette,
  'layout-dashboard': LayoutDashboard,
}
export const courseIcon = (logo: string): LucideIcon => ICONS[logo] ?? LayoutDashboard

/** A course's `color` as a tone of the tone map (primary for an unknown value). */
export const courseTone = (color: string): Tone => TONES.find((t) => t === color) ?? 'primary'

/** The label of a course tag (the API's value stays the filter value). */
export const TAG_KEYS: Record<CourseTag, I18nKey<'academy'>> = {
  Web: 'tags.web',
  Design: 'tags.design',
  Psychology: 'tags.psychology',
  'UI/UX': 'tags.uiux',
  Art: 'tags.art',
}
