/**
 * A page's side of the instance facts: what is stored, at once, and the background asked to
 * revalidate what is due (it alone asks the server, so every page shares its requests).
 */
import { sendMessage } from '../messaging';
import type { Result } from '../messaging/protocol';
import type { FactName, Facts } from './facts';
import { instanceOf, type InstanceInfo } from './info';

export interface AskOptions {
  /** That profile's instance and key; the active profile's by default. */
  profileId?: string;
  /** Ask the server even for what is fresh: Save, "Test connection", "Reload lists". */
  force?: boolean;
  /** How old a fact may be and still not be asked (./facts.ts `isFresh`). */
  maxAgeMs?: number;
  /**
   * A check the user waits on (Save, "Test connection"): one try each, within the connection
   * test's timeout, so the answer says what the server did.
   */
  check?: boolean;
}

/** The facts after the background revalidated `want`; an error when it could not (not connected, or no background). */
export async function askFacts(want: readonly FactName[], options: AskOptions = {}): Promise<Result<Facts>> {
  try {
    const answer = await sendMessage('getInstanceFacts', { want: [...want], ...options });
    return answer ?? { ok: false, error: { name: 'NetworkError', message: 'the background did not answer' } };
  } catch (error) {
    return { ok: false, error: { name: 'NetworkError', message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * The instance as a form that sets versioned options needs it (./info.ts): stored, or asked of
 * the server through the background when the version was never learned. Throws the failure
 * (as data) when it cannot be learned: a version is never guessed for such a form.
 */
export async function knownInstance(options: AskOptions = {}): Promise<InstanceInfo> {
  const answer = await askFacts(['version', 'account'], options);
  const info = answer.ok ? instanceOf(answer.value) : null;
  if (info) return info;
  throw answer.ok ? (answer.value.version?.error ?? { name: 'NetworkError', message: 'the version could not be learned' }) : answer.error;
}
