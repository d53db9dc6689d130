import { createDatabaseEarly } from './create-database'

/** A first visit's database, created off the page's busy main thread (early-create.ts). */
void createDatabaseEarly().then((creation) => postMessage(creation))
