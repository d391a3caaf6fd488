/**
 * What of an address must not leave without being seen (issue 39's security review):
 *
 * - **Credentials** (`https://alice:pw@host/…`): Chromium's `tab.url` keeps them while the address
 *   bar hides them, so a first click would have made the password the destination of a public
 *   short link. They are taken out of every address before any request, as text (the rest of the
 *   address stays exactly as it was: no re-encoding by `URL`).
 * - **Secret-looking parameters** (`?session_token=…&reset_code=…`, or the same after `#`, where
 *   OAuth puts `access_token`): server access logs keep query strings, so such an address is never
 *   sent — not even in the duplicate check — until the person presses Shorten in the form.
 */

/** `scheme://` and the user info before the host (`user:pass@`); `@` may repeat inside it. */
const USER_INFO = /^([a-z][a-z\d+.-]*:\/\/)[^/?#]*@/i;

/** `url` without its `user:password@`, and whether it had any. Anything else is left as it was. */
export function withoutCredentials(url: string): { url: string; removed: boolean } {
  const bare = url.replace(USER_INFO, '$1');
  return { url: bare, removed: bare !== url };
}

/** `url` without its `user:password@`. */
export const stripCredentials = (url: string): string => withoutCredentials(url).url;

/**
 * A name is read as its words joined by `_` (`apiKey`, `api-key`, `API_KEY` all read `api_key`).
 * Secret wherever one of these words is in it, or when it ends in a session id (`jsessionid`,
 * `phpsessid`), or ends with the word `key` (`key`, `api_key`; not `keyword` or `key_figure`).
 */
const SECRET =
  /(?:^|_)(?:token|passw(?:or)?d|pass|pwd|secret|apikey|auth|authorization|session|sessionid|sessid|sid|sig|signature|t?otp|jwt|credentials?|reset|hmac)(?:_|$)|sess(?:ion)?_?id$|(?:^|_)key$/;
/**
 * `code` is secret alone (OAuth's) or with one of these (`login_code`, `verification_code`; `auth`,
 * `reset` and `otp` are secret by themselves), not in `country_code` or `promo_code`, which
 * campaign links carry every day.
 */
const WITH_CODE = /^(?:verification|verify|confirm|confirmation|access|activation|login|sms|security|recovery|magic|one|pin|oauth)$/;

/** Whether a parameter named `name` looks like it holds a secret. */
export function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '_')
    .replace(/^_|_$/g, '');
  const parts = words.split('_');
  return SECRET.test(words) || (parts.includes('code') && (parts.length === 1 || parts.some((word) => WITH_CODE.test(word))));
}

/** The names of a query or a `#fragment` read as one (`a=1&b=2`); a fragment without `=` has none. */
function parameterNames(part: string): string[] {
  return part
    .split('&')
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const name = pair.slice(0, pair.indexOf('='));
      try {
        return decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        return name;
      }
    });
}

/**
 * The first parameter of `url` (its query, then its fragment) whose name looks secret, as it is
 * written, or null. Only the names are looked at: a value is nobody's business here.
 */
export function secretParameter(url: string): string | null {
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const fragment = hash < 0 ? '' : url.slice(hash + 1);
  // A fragment is read as a query (`#access_token=…`), or its route's query (`#/route?token=…`).
  const parts = [question < 0 ? '' : beforeHash.slice(question + 1), fragment.slice(fragment.indexOf('?') + 1)];
  for (const part of parts) for (const name of parameterNames(part)) if (isSecretName(name)) return name;
  return null;
}
