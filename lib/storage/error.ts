/**
 * The browser's storage refused a write (its quota reached), or IndexedDB refused a request: not
 * the network's fault. Recognised by its name, as the API's errors are (lib/api/errors.ts words
 * it for the user), since it crosses message hops as plain data.
 */
export class StorageError extends Error {
  override readonly name = 'StorageError' as const;
}
