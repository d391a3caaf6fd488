import { useEffect, useRef, useState } from 'preact/hooks';
import { checkKey, checkSavedConnection, testConnection, testSavedConnection, type ConnectionOutcome } from '../../lib/connection/check';
import { readFacts } from '../../lib/instance';
import type { MessageKey } from '../../lib/i18n';
import { hasHostPermission, requestHostPermission } from '../../lib/permissions/permissions';
import { needsConsent, normalizeBaseUrl } from '../../lib/api';
import { canAskHostAccess, checkConnectionInput, keyReuse, originOf, plainHttpScope, saveConnection, typedOrigin, type UrlProblem } from '../../lib/settings';
import type { KeyFieldProblem } from './connection-problems';

/** The Connection section's one current state: what it is doing, or what it found. */
export type ConnectionStatus =
  | { kind: 'idle' }
  | { kind: 'busy'; message: MessageKey }
  | { kind: 'save-failed'; message: string }
  /**
   * `saved`: found by Save's check (else by Test connection); `accessDenied`: Save's prompt was
   * refused; `notSaved`: Save found the key refused and stored nothing (`kept`: a key saved before stays).
   */
  | { kind: 'done'; outcome: ConnectionOutcome; origin: string; saved: boolean; accessDenied: boolean; notSaved?: { kept: boolean } };

type Problems = { instanceUrl?: UrlProblem; apiKey?: KeyFieldProblem };

export interface ConnectionFormStart {
  /** Whose connection this is: what was typed for it and not saved is kept in `unsaved`. */
  profileId: string;
  unsaved: Map<string, UnsavedConnection>;
  initialUrl: string;
  initialKey: string;
  initialRemember: boolean;
  /** The origin the user agreed to send the key to over plain http ('' for none). */
  initialPlainHttpOrigin: string;
  /** After a successful save, so the defaults reload their lists with the new connection. */
  onSaved(): void;
}

/**
 * A profile's Connection fields as the user left them, not saved. The options page keeps them
 * per profile while it is open (`ConnectionFormStart.unsaved`): making another profile active
 * shows that profile's form, and making this one active again finds the typing where it was
 * left. A save drops them; so does an import, which replaced what the forms start from.
 */
export interface UnsavedConnection {
  url: string;
  key: string;
  forget: boolean;
  plainHttp: boolean;
  keyOrigin: string;
}

/**
 * The Connection form's state and actions. Every edit clears the status (it was about the
 * settings before the edit) and makes any answer still on its way stale.
 */
export function useConnectionForm({ profileId, unsaved, initialUrl, initialKey, initialRemember, initialPlainHttpOrigin, onSaved }: ConnectionFormStart) {
  const typed = unsaved.get(profileId);
  const [url, setUrl] = useState(typed?.url ?? initialUrl);
  const [key, setKey] = useState(typed?.key ?? initialKey);
  const [forget, setForget] = useState(typed?.forget ?? !initialRemember);
  // Ticked only when the user's consent is stored for this very address: never inferred from it
  // (an imported address may need it and not have it).
  const [plainHttp, setPlainHttp] = useState(typed?.plainHttp ?? (initialPlainHttpOrigin !== '' && initialPlainHttpOrigin === originOf(initialUrl)));
  // The origin the key in the field was saved for, until the user types a key or chooses to use
  // it for the typed address: a saved key is never sent to another server before that.
  const [keyOrigin, setKeyOrigin] = useState(typed?.keyOrigin ?? (initialKey ? originOf(initialUrl) : ''));
  // The fields hold typing not saved yet (kept for this profile).
  const changed = useRef(!!typed);
  useEffect(() => {
    if (changed.current) unsaved.set(profileId, { url, key, forget, plainHttp, keyOrigin });
  }, [url, key, forget, plainHttp, keyOrigin]);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<ConnectionStatus>({ kind: 'idle' });
  const generation = useRef(0);
  /** When the answer the last "Test connection" showed was given: pressed again, it asks again. */
  const shownAt = useRef<number | undefined>(undefined);
  /** What the last Save in this form stored: testing it again is testing the saved connection. */
  const savedInput = useRef<{ baseUrl: string; apiKey: string } | null>(null);
  // What the fields hold now, for a save that ends after the user typed on.
  const latest = useRef({ key });
  latest.current = { key };

  const origin = typedOrigin(url);
  const reuse = keyReuse(keyOrigin, origin);
  const base = origin ? normalizeBaseUrl(url) : '';
  const scope = plainHttpScope(url);

  const edited = () => {
    changed.current = true;
    generation.current++;
    setStatus({ kind: 'idle' });
  };
  /** Sets the status unless an edit (or a newer action) came since `ticket`. */
  const settle = (ticket: number, next: ConnectionStatus) => ticket === generation.current && setStatus(next);

  const check = () => {
    const input = checkConnectionInput(url, key, { plainHttp });
    const found: Problems = !input.ok ? input.problems : reuse === 'ask' ? { apiKey: { kind: 'other-origin', origin: keyOrigin } } : {};
    setProblems(found);
    if (found.instanceUrl || found.apiKey) {
      const first = found.instanceUrl ? (found.instanceUrl.kind === 'consent' ? 'plain-http' : 'instance-url') : reuse === 'ask' ? 'reuse-key' : 'api-key';
      document.getElementById(first)?.focus();
      return null;
    }
    return input.ok ? input : null;
  };

  const save = () => {
    const input = check();
    if (!input) return;
    // First and synchronous: the browser shows the prompt only while the click's gesture lasts.
    const access = canAskHostAccess(input.origin) ? requestHostPermission(input.origin) : hasHostPermission(input.origin);
    const ticket = ++generation.current;
    setStatus({ kind: 'busy', message: 'optionsSaving' });
    // A key the instance refuses is never stored: the one saved before stays the working one, and
    // the fields keep what was typed, with the refusal beside them. The check waits for the
    // prompt's answer: with access, a server without CORS answers too.
    const keyCheck = access.then(async (granted) => ({ granted, answer: await checkKey({ baseUrl: input.baseUrl, apiKey: input.apiKey }) }));
    void keyCheck
      .then(async ({ granted, answer }) => {
        if (!answer || !('refused' in answer))
          return saveConnection({ baseUrl: input.baseUrl, apiKey: input.apiKey, rememberKey: !forget, plainHttp }).then(() => answer?.page ?? null);
        const accessDenied = !granted && canAskHostAccess(input.origin);
        const kept = savedInput.current !== null || initialKey.trim() !== '';
        settle(ticket, { kind: 'done', outcome: answer.refused, origin: input.origin, saved: false, accessDenied, notSaved: { kept } });
        return 'refused' as const;
      })
      .then(async (checked) => {
        if (checked === 'refused') return;
        savedInput.current = { baseUrl: input.baseUrl, apiKey: input.apiKey };
        // The key in the field is now the one saved for this origin, wherever the URL goes next.
        if (latest.current.key.trim() === input.apiKey) setKeyOrigin(input.origin);
        // The fields show what was saved, unless the user has typed on meanwhile.
        if (ticket === generation.current) {
          changed.current = false;
          unsaved.delete(profileId);
          setUrl(input.baseUrl);
          setKey(input.apiKey);
        }
        // The check waits for the prompt's answer: with access, a server without CORS works too.
        const granted = await access;
        settle(ticket, { kind: 'busy', message: 'optionsChecking' });
        // What the instance is (its account, version, link count) is read now, once, and kept for
        // every page: the forms show its own fields, and "Test connection" reuses the answer.
        // The page the key was checked with is already the link count: it is not asked again.
        const outcome = await checkSavedConnection(input.baseUrl, profileId, checked ?? undefined);
        onSaved();
        const accessDenied = !granted && canAskHostAccess(input.origin);
        settle(ticket, { kind: 'done', outcome, origin: input.origin, saved: true, accessDenied });
      })
      .catch((error: unknown) => settle(ticket, { kind: 'save-failed', message: error instanceof Error ? error.message : String(error) }));
  };

  const test = async () => {
    const input = check();
    if (!input) return;
    const ticket = ++generation.current;
    setStatus({ kind: 'busy', message: 'optionsTesting' });
    // What was saved is tested through the facts every page shares; what was typed, on its own.
    const saved = !changed.current && input.baseUrl === initialUrl && input.apiKey === initialKey.trim();
    let outcome: ConnectionOutcome;
    if (saved || (savedInput.current?.baseUrl === input.baseUrl && savedInput.current.apiKey === input.apiKey)) {
      outcome = await testSavedConnection(input.baseUrl, await readFacts({ profileId, origin: input.origin }), profileId, shownAt.current);
      if (outcome.kind === 'connected') shownAt.current = outcome.at;
    } else {
      outcome = await testConnection({ baseUrl: input.baseUrl, apiKey: input.apiKey, hasPermission: await hasHostPermission(input.origin) });
    }
    settle(ticket, { kind: 'done', outcome, origin: input.origin, saved: false, accessDenied: false });
  };

  return {
    url,
    key,
    forget,
    plainHttp,
    problems,
    status,
    origin,
    reuse,
    keyOrigin,
    /** The page of the typed instance where phpShort shows the account's API key ('' before there is an address). */
    keyPage: base && `${base}/account/api`,
    /** Plain http on the user's own network (`private`) or to a single-label name (`name`): the opt-in is offered, in words of its case. */
    consentScope: needsConsent(scope) ? scope : null,
    setUrl(value: string) {
      setUrl(value);
      edited();
    },
    setKey(value: string) {
      setKey(value);
      setKeyOrigin('');
      edited();
    },
    setForget(value: boolean) {
      changed.current = true;
      setForget(value);
    },
    setPlainHttp(value: boolean) {
      setPlainHttp(value);
      edited();
    },
    /** "Use this key for <origin>": the user's explicit choice to send the key there. */
    reuseKey() {
      setKeyOrigin('');
      setProblems((p) => ({ ...p, apiKey: undefined }));
      edited();
    },
    save,
    test,
  };
}
