/** A card of the grid that spans its whole width, at two columns and at four. */
export const FULL_WIDTH = 'dash-2:col-span-2 dash-4:col-span-4'

/**
 * The dashboards' grid: one column, two from 42rem of its own width, four from 68rem (the
 * `dash-2` / `dash-4` variants of styles/index.css). Its cards span columns with `dash-4:col-span-*`
 * (`FULL_WIDTH` for a card across the grid).
 * It counts its width, not the window's: with the nav open, a 1366 px window leaves 1058 px.
 */
export function DashboardGrid({ children }: { children: React.ReactNode }) {
  return (
    <div className="@container/dash">
      <div className="grid gap-6 dash-2:grid-cols-2 dash-4:grid-cols-4">{children}</div>
    </div>
  )
}
