/**
 * A page's side of the instance facts: what is due asked of the server here, through the page's
 * own connection (./serve.ts, loaded when first asked), and stored, so every page and the
 * background share the answers (a fact still fresh is not asked again). The background used to
 * ask for the pages; its 35 KB ceiling has no room for that code any more.
 */
import type { Result } from '../api/errors';
import type { FactName, Facts } from '../instance/facts';
import { instanceOf, type InstanceInfo } from '../instance/info';
import type { ConnectFacts } from './serve';

let connectFacts: ConnectFacts | undefined;

/** Where the facts' connection comes from: the stored one (tests hand their fake client's). */
export function connectFactsWith(connect?: ConnectFacts): void {
  connectFacts = connect;
}

export interface AskOptions {
  /** That profile's instance and key; the active profile's by default. */
  profileId?: string;
  /** Ask the server even for what is fresh: Save, "Test connection", "Reload lists". */
  force?: boolean;
  /** How old a fact may be and still not be asked (lib/instance/facts.ts `isFresh`). */
  maxAgeMs?: number;
  /**
   * A check the user waits on (Save, "Test connection"): one try each, within the connection
   * test's timeout, so the answer says what the server did.
   */
  check?: boolean;
}

/** The facts with those of `want` that were due revalidated; an error when they could not be (not connected). */
export async function askFacts(want: readonly FactName[], options: AskOptions = {}): Promise<Result<Facts>> {
  try {
    const { answerFacts } = await import('./serve');
    return await answerFacts({ want: [...want], ...options }, connectFacts);
  } catch (error) {
    return { ok: false, error: { name: 'NetworkError', message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * The instance as a form that sets versioned options needs it (lib/instance/info.ts): stored, or asked of
 * the server when the version was never learned. Throws the failure
 * (as data) when it cannot be learned: a version is never guessed for such a form.
 */
export async function knownInstance(options: AskOptions = {}): Promise<InstanceInfo> {
  const answer = await askFacts(['version', 'account'], options);
  const info = answer.ok ? instanceOf(answer.value) : null;
  if (info) return info;
  throw answer.ok ? (answer.value.version?.error ?? { name: 'NetworkError', message: 'the version could not be learned' }) : answer.error;
}
