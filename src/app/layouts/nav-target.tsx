import type { ReactNode } from 'react'
import { NavLink as RouterLink } from 'react-router-dom'
import { cn } from '@/lib/cn'
import type { NavLink } from '../nav'

interface Props {
  item: NavLink
  className: string
  activeClassName?: string
  onNavigate?: () => void
  title?: string
  children: ReactNode
}

/**
 * The clickable part of a nav link, shared by the vertical and horizontal navs: a router link; a
 * disabled item (`aria-disabled`, out of the tab order, does nothing); or, for the template's
 * demo items that lead nowhere, a button that only closes the menu.
 */
export function NavTarget({ item, className, activeClassName, onNavigate, title, children }: Props) {
  if (item.disabled) {
    return (
      <span
        aria-disabled="true"
        data-testid={`nav-${item.key}`}
        title={title}
        className={cn(className, 'cursor-not-allowed opacity-45 hover:bg-transparent')}
      >
        {children}
      </span>
    )
  }
  if (item.to === undefined) {
    return (
      <button
        type="button"
        data-testid={`nav-${item.key}`}
        title={title}
        onClick={onNavigate}
        className={cn(className, 'w-full text-start')}
      >
        {children}
      </button>
    )
  }
  return (
    <RouterLink to={item.to} onClick={onNavigate} title={title} className={({ isActive }) => cn(className, isActive && activeClassName)}>
      {children}
    </RouterLink>
  )
}
