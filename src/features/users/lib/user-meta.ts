import { Crown, Database, Edit3, Monitor, User as UserIcon, UserCheck, UserPlus, UserX, Users, type LucideIcon } from 'lucide-react'
import type { BillingMethod, UserPlan, UserStatus } from '@/api/contracts/users'
import type { Tone } from '@/ui/chip'
import type { I18nSubKey } from '@/i18n/i18n-keys'

/** How each status looks (chip tone, stat-card icon). */
export const STATUS_META: Record<UserStatus, { tone: Tone; icon: LucideIcon }> = {
  active: { tone: 'success', icon: UserCheck },
  pending: { tone: 'warning', icon: UserPlus },
  inactive: { tone: 'secondary', icon: UserX },
}
export const STATUS_ORDER: readonly UserStatus[] = ['active', 'pending', 'inactive']
export const TOTAL_ICON = Users

/** The built-in roles' icons and tones; a role created on the roles screen gets the default. */
const ROLE_META: Record<string, { tone: Tone; icon: LucideIcon }> = {
  admin: { tone: 'error', icon: Crown },
  author: { tone: 'warning', icon: Edit3 },
  editor: { tone: 'info', icon: Monitor },
  maintainer: { tone: 'success', icon: Database },
  subscriber: { tone: 'primary', icon: UserIcon },
}
export const roleMeta = (role: string) => ROLE_META[role] ?? { tone: 'secondary' as Tone, icon: UserIcon }

/** Fictional monthly prices (EUR) and the number of features each plan lists on the plan card. */
export const PLAN_META: Record<UserPlan, { price: number; tone: Tone; features: readonly I18nSubKey<'users', 'plan.features'>[] }> = {
  basic: { price: 0, tone: 'secondary', features: ['users5', 'storage5', 'support'] },
  team: { price: 49, tone: 'info', features: ['users10', 'storage20', 'support', 'reports'] },
  company: { price: 99, tone: 'primary', features: ['users50', 'storage100', 'priority', 'reports'] },
  enterprise: { price: 199, tone: 'warning', features: ['usersUnlimited', 'storageUnlimited', 'dedicated', 'reports', 'sso'] },
}

/** Languages offered in the user forms (BCP 47), named with Intl in the active language. */
export const USER_LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'pt'] as const

/** Locale keys of the billing methods (the wire values of SPEC section 6 hold spaces and dashes). */
export const BILLING_KEY: Record<BillingMethod, I18nSubKey<'users', 'billing'>> = {
  'Manual-Credit Card': 'manualCard',
  'Manual-Cash': 'manualCash',
  'Manual-PayPal': 'manualPaypal',
  'Auto debit': 'autoDebit',
}
