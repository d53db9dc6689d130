import { CircleHelp, type LucideIcon } from 'lucide-react'
import * as ICONS from './icon-set'

/** The icon the FAQ and help-centre data name, from the few of icon-set.ts (a question mark otherwise). */
export const iconByName = (name: string): LucideIcon => (ICONS as Record<string, LucideIcon>)[name] ?? CircleHelp
