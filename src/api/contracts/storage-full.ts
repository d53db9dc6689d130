// No zod here: the API client (in the entry chunk) reads this constant.
/**
 * The answer when the device's storage is full (IndexedDB's QuotaExceededError during a write):
 * 507 `{ message, code: 'storageFull' }`. The API client turns it into the one translated
 * message (`errors.storageFull`: free space, or back up and reset from the customizer).
 */
export const STORAGE_FULL = { status: 507, code: 'storageFull', message: 'Storage is full' } as const
