import { Outlet } from 'react-router-dom'

export function BlankLayout() {
  return (
    <div className="min-h-dvh bg-bg">
      <Outlet />
    </div>
  )
}
