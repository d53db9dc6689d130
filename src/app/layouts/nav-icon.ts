import type { LucideIcon } from 'lucide-react'
import * as NAV_ICONS from '../nav-icons'
import type { NavIconName } from '../nav-icons'

/** The component of a nav icon name (the registry holds names; the layouts draw them). */
export const navIcon = (name: NavIconName): LucideIcon => NAV_ICONS[name]
