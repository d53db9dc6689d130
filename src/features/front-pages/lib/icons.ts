import { CircleHelp, type LucideIcon } from 'lucide-react'
import * as ICON_SET from './icon-set'

const ICONS: Record<string, LucideIcon> = { ...ICON_SET }

/** The icon the FAQ and help-centre data name, from the few of icon-set.ts (a question mark otherwise). */
export const iconByName = (name: string): LucideIcon => ICONS[name] ?? CircleHelp
