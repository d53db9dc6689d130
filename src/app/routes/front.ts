import { PUBLIC, defineSection } from './define'

/** Front pages (landing, pricing, payment, checkout, help centre): public, `front` layout; built by later issues. */
export const route = defineSection({ nav: 'pages', access: PUBLIC, layout: 'front', search: 'frontPages' })

export const frontRoutes = [] satisfies ReturnType<typeof route>[]
