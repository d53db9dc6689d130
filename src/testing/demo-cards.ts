import { screen, within } from '@testing-library/react'

/** Queries inside the demo card (src/ui/demo-card) titled `title` (its h2), for the demo pages' tests. */
export const demoCard = (title: string) =>
  within(screen.getByRole('heading', { name: title, level: 2 }).closest('[data-testid="demo-card"]') as HTMLElement)

/** The number of demo cards on the page (SCREENS.md gives each page's count). */
export const demoCount = () => screen.getAllByTestId('demo-card').length
