import {
  Check,
  Circle,
  Crown,
  Flag,
  Languages,
  LayoutGrid,
  Mail,
  MessageSquare,
  PenTool,
  Phone,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react'

/** The icon names the profile data uses (seed/profile.json), mapped to lucide icons; others get a dot. */
const ICONS: Record<string, LucideIcon> = { Check, Crown, Flag, Languages, LayoutGrid, Mail, MessageSquare, PenTool, Phone, User, Users }

export function ProfileIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Circle
  return <Icon aria-hidden className={className ?? 'size-5 shrink-0'} />
}
