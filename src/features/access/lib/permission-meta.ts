import type { PermissionRole } from '@/api/contracts/permissions'
import type { Tone } from '@/ui/chip'

/** Chip tone of each permission-assignment role (SPEC section 6). */
export const PERMISSION_ROLE_TONE: Record<PermissionRole, Tone> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
}
