import { createDatabaseEarly } from './early-create'

/** A first visit's database, created off the page's busy main thread (early-create.ts). */
void createDatabaseEarly().then((created) => postMessage(created))
