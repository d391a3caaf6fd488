/** Small helpers the bench's steps share. */

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Waits until `check` returns a value, polling in Node so the browser being measured is not disturbed. */
export async function until<T>(check: () => T | undefined, timeoutMs: number, what: string, pollMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(pollMs);
  }
}

/** An error as one line for the table (Playwright's messages carry a call log after the first). */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** A step that may fail (e.g. a feature not built yet): its result, or its error for the table. */
export async function attempt<T>(step: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await step();
  } catch (error) {
    return { error: firstLine(error) };
  }
}
