import { Pause, Pencil, Play, Trash2 } from 'lucide-react'
import type { AccountStatus } from '@/api/contracts/platform'
import { createIconSprite } from '@/ui/data-table'
import { STATUS_META } from '../lib/platform-meta'

const statusIcons = Object.fromEntries(Object.entries(STATUS_META).map(([status, meta]) => [status, meta.icon])) as Record<
  AccountStatus,
  (typeof STATUS_META)[AccountStatus]['icon']
>

/** The icons every account row repeats (status, actions), drawn once per table (ui/data-table/icon-sprite.tsx). */
export const rowIcons = createIconSprite({ ...statusIcons, edit: Pencil, pause: Pause, resume: Play, delete: Trash2 })
