import {
  CircleHelp, CreditCard, FilePlus, Footprints, Keyboard, KeyRound, Languages, Lock, Package, Palette, Receipt, RefreshCcw, Rocket, RotateCcw, Settings,
  ShieldCheck, TabletSmartphone, Truck, UserCog, UserPlus, Users, Wallet, WifiOff, type LucideIcon,
} from 'lucide-react'

/** The lucide icons the FAQ and help-centre data name (by name), so only these are bundled. */
const ICONS: Record<string, LucideIcon> = {
  CreditCard, FilePlus, Footprints, Keyboard, KeyRound, Languages, Lock, Package, Palette, Receipt, RefreshCcw, Rocket, RotateCcw, Settings,
  ShieldCheck, TabletSmartphone, Truck, UserCog, UserPlus, Users, Wallet, WifiOff,
}

export const iconByName = (name: string): LucideIcon => ICONS[name] ?? CircleHelp
