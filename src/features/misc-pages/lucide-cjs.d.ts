/** The CommonJS build of lucide-react (one module with every icon): see pages/icons-page.tsx. */
declare module 'lucide-react/dist/cjs/lucide-react.js' {
  export * from 'lucide-react'
}
