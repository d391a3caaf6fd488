/**
 * The browser's storage refused a write (its quota reached), or IndexedDB refused a request: not
 * the network's fault. Recognised by its name, as the API's errors are (lib/api/errors.ts words
 * it for the user), since it crosses message hops as plain data.
 */
export class StorageError extends Error {
  override readonly name = 'StorageError' as const;
}

/** `write` (of an item under `key`), a refusal of the browser's answered as a StorageError. */
export async function storageWrite(key: string, write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StorageError(`the browser's ${key.slice(0, key.indexOf(':'))} storage refused the write (${reason})`, { cause: error });
  }
}
