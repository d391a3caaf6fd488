import { useCallback, useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Pixel } from '../../lib/api/schemas';
import { choicesOf, fallbackDomainId } from '../../lib/instance/choices';
import { POPUP_MAX_AGE_MS, type FactName } from '../../lib/instance/facts';
import type { IdOption } from '../link-fields/IdSelect';
import { useSession } from '../use-session';

export type ListName = 'pixels' | 'domains' | 'spaces';

export interface Lists {
  /** null while loading, 'failed' when the server would not list them. */
  pixels: Pixel[] | null | 'failed';
  /** Why the pixels could not be listed (a rate limit says when to try again). */
  pixelsError: ApiErrorData | null;
  /** When a rate-limited pixel list is asked again by itself (ms). */
  pixelsRetryAt?: number;
  domains: IdOption[];
  spaces: IdOption[];
  /** The domain a new link goes on when none is chosen (lib/instance/choices.ts `fallbackDomainId`), once known. */
  fallbackDomainId: number | null;
  /**
   * Nothing is asked for until a form that shows the lists is on screen: an automatic shorten
   * sends only the duplicate check and the store.
   */
  want(...names: ListName[]): void;
}

/**
 * The records the form offers as choices, from the instance's facts (lib/instance): what is
 * stored shows at once, and the server is asked only when a list is wanted and older
 * than the popup accepts. A list refused for the rate limit comes by itself once the wait is over.
 */
export function useLists(client: ApiClient): Lists {
  const [wanted, setWanted] = useState<readonly ListName[]>([]);
  // The account names the default domain. The global domains the newest links use are known as
  // stored (Save's check and the index refresh read them): the popup asks no page of links for them.
  const names = useMemo<FactName[]>(() => (wanted.includes('domains') ? ['account', ...wanted] : [...wanted]), [wanted]);
  const facts = useSession(names, { enabled: names.length > 0, maxAgeMs: POPUP_MAX_AGE_MS }).session?.facts ?? null;

  const want = useCallback((...more: ListName[]) => {
    setWanted((current) => (more.every((n) => current.includes(n)) ? current : [...new Set([...current, ...more])]));
  }, []);

  const choices = facts ? choicesOf(facts, client.baseUrl) : null;
  const pixelFact = facts?.pixels;
  const pixels: Lists['pixels'] = pixelFact?.value ? (pixelFact.value as Pixel[]) : pixelFact?.error ? 'failed' : null;
  return {
    pixels,
    pixelsError: pixelFact?.error ?? null,
    ...(pixelFact?.retryAt ? { pixelsRetryAt: pixelFact.retryAt } : {}),
    domains: choices?.domains ?? [],
    spaces: choices?.spaces ?? [],
    fallbackDomainId: facts ? fallbackDomainId(facts) : null,
    want,
  };
}
