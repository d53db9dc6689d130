import { setupServer } from 'msw/node'
import { lazyAreas } from './handler-areas'
import { areas } from './handlers'

/** The mock API under msw/node (tests): the table of handlers/index.ts, each area loaded on its first request, as in the browser. */
export const mockApi = [lazyAreas(areas)]

export const server = setupServer(...mockApi)
