/** Full-screen loader in the stored primary colour (matches the one in index.html). */
export function AppLoader() {
  return (
    <div className="fixed inset-0 flex items-center justify-center bg-bg" role="status" aria-label="Loading">
      <span className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
    </div>
  )
}
