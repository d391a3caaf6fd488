/**
 * What of an address must not leave without being seen (issues 39 and 47's security reviews).
 * Every reading here is the URL parser's (WHATWG, as the browser and the server's framework read
 * it), never a pattern over the text: a pattern and the parser disagreed on
 * `http:///bob:pw@nas.example/` (the parser skips the extra slashes, so the password went out) and
 * on `https://a.example\@evil.example/` (the parser's host is a.example, the pattern's evil.example).
 *
 * - **Credentials** (`https://alice:pw@host/…`): Chromium's `tab.url` keeps them while the address
 *   bar hides them. They are cleared from the parsed URL, whose `href` is what is checked, sent and
 *   stored.
 * - **Misread addresses**: text the parser reads otherwise than a person does (slashes or
 *   backslashes after `https:` other than `//`, a backslash before the path) is refused where it
 *   was typed, with the parser's reading shown.
 * - **Secrets** in any part of the address (query, fragment, path parameters, a token in the path,
 *   a JWT under any name): server access logs keep whole addresses, so such an address is never
 *   sent — not even in the duplicate check — until the person presses Shorten in the form.
 */

import { httpScope, needsConsent } from './host-scope';

/** `text` parsed, or null. */
function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Whether the parser reads `text` (an http(s) address as typed) differently from how a person
 * does: after `http:`/`https:` anything but exactly `//` and a host (`http:///`, `https:\\`,
 * `https:/x`), or a backslash before the path (`https://a.example\@evil.example/`), which the
 * parser takes for a `/`.
 */
export function isMisreadAddress(text: string): boolean {
  const scheme = /^https?:/i.exec(text.trim());
  if (!scheme) return false;
  const rest = text.trim().slice(scheme[0].length);
  if (!/^\/\/[^/\\]/.test(rest)) return true;
  const authority = /^[^/?#]*/.exec(rest.slice(2))![0];
  return authority.includes('\\');
}

/**
 * Whether `url` is a page of the person's own network — a private address, a `.local`/`.lan`
 * name, a single-label name: the scope in which plain http waits for consent (lib/api/base-url.ts),
 * over https too. Its address, published as a short link's destination, tells the world about it.
 */
export function isPrivatePage(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && needsConsent(httpScope(parsed.hostname));
}

/** The parsed `url`'s `href` without its `user:password@`, and whether it had any; text the parser refuses is left as it was. */
export function withoutCredentials(url: string): { url: string; removed: boolean } {
  const parsed = parse(url);
  if (!parsed) return { url, removed: false };
  const removed = parsed.username !== '' || parsed.password !== '';
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href, removed };
}

/** The parsed `url` without its `user:password@`. */
export const stripCredentials = (url: string): string => withoutCredentials(url).url;

/**
 * A name is read as its words joined by `_` (`apiKey`, `api-key`, `API_KEY` all read `api_key`).
 * Secret wherever one of these words is in it, or when it ends in a session id (`jsessionid`,
 * `phpsessid`), or ends with the word `key` (`key`, `api_key`; not `keyword` or `key_figure`).
 */
const SECRET =
  /(?:^|_)(?:token|passw(?:or)?d|pass|pwd|passphrase|secret|apikey|auth|authorization|session|sessionid|sessid|sid|sig|signature|t?otp|jwt|credentials?|reset|hmac|ticket)(?:_|$)|sess(?:ion)?_?id$|(?:^|_)key$/;
/**
 * The same words written as one (`accesstoken`, `resourcekey`, `smsotp`): at the end of the name,
 * or `auth`/`otp`/`passw`/`secret` at its start (`authtoken`, `otpcode`), so that `tokenize`,
 * `author`, `monkey` and `secretary` stay what they are.
 */
const SECRET_IN_ONE_WORD =
  /(?:token|secret|passw(?:or)?d|passphrase|sess(?:ion)?id|session|(?:api|access|resource|secret|private|auth|session|signing|license|licence)key|ticket|signature|otp|jwt|credentials?)$|^(?:auth(?!or)|otp|passw|secret(?!ar))/;
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
  if (SECRET.test(words) || SECRET_IN_ONE_WORD.test(words.replace(/_/g, ''))) return true;
  return parts.includes('code') && (parts.length === 1 || parts.some((word) => WITH_CODE.test(word)));
}

/** A JSON Web Token (`eyJ….eyJ….…`: a header and a payload, each base64url of `{"…`). */
const JWT = /^eyJ[\w-]{2,}\.eyJ[\w-]{2,}\.[\w-]*$/;
/** A path segment after which a long token-shaped segment is a secret (`/reset-password/<hex>`, `/magic/login/<token>`). */
const TOKEN_STEP = /^(?:reset|invite|invites|invitation|invitations|magic|verify|verification|token|tokens|confirm|confirmation)$/;

/** Long, of URL-safe characters, with a digit, and not a slug (`how-to-reset-your-password-2024`). */
function isTokenShaped(segment: string): boolean {
  return segment.length >= 16 && /^[\w.~=-]+$/.test(segment) && /\d/.test(segment) && !/^[a-z]+(?:[-_](?:[a-z]+|\d{1,4}))*$/i.test(segment);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The `name=value` pairs of `part`, split on `&` and `;` (and `?`, in a fragment: `state=/inbox?tab=1`). */
function pairs(part: string, separators: RegExp): [string, string][] {
  return part
    .split(separators)
    .filter((pair) => pair.includes('='))
    .map((pair) => [decoded(pair.slice(0, pair.indexOf('='))), decoded(pair.slice(pair.indexOf('=') + 1))]);
}

/** What of a path looks secret: a path parameter (`;jsessionid=…`), a token after a reset or invite step, a JWT. */
function secretInPath(path: string): string | null {
  let step: string | null = null;
  for (const raw of path.split('/')) {
    const [segment = '', ...parameters] = raw.split(';');
    for (const [name] of pairs(parameters.join(';'), /;/)) if (isSecretName(name)) return name;
    const text = decoded(segment);
    if (JWT.test(text)) return step ? `${step}/…` : '…';
    if (step !== null && isTokenShaped(text)) return `${step}/…`;
    if (
      step === null &&
      text
        .toLowerCase()
        .split(/[^a-z\d]+/)
        .some((word) => TOKEN_STEP.test(word))
    )
      step = text;
  }
  return null;
}

/**
 * What of `url` looks secret, as it is written (a parameter's name; `reset-password/…` for a token
 * in the path), or null. Names are read everywhere: the query, the whole fragment (its pairs after
 * a `?` too), path parameters; values only for the shape of a JWT.
 */
export function secretParameter(url: string): string | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const fragment = parsed.hash.slice(1);
  const found = [...pairs(parsed.search.slice(1), /[&;]/), ...pairs(fragment, /[&;?]/)];
  for (const [name, value] of found) if (isSecretName(name) || JWT.test(value)) return name;
  // A route in the fragment (`#/reset/<token>`, `#!/…`) is a path as much as the path is.
  const route = /^!?(\/[^?]*)/.exec(fragment)?.[1];
  return secretInPath(parsed.pathname) ?? (route ? secretInPath(route) : null);
}

/** Why one click must not send an address unseen: a secret-looking part, or a page of the person's own network. */
export type OneClickHold = { name: 'SecretInAddress'; parameter: string } | { name: 'PrivateAddress' };

/**
 * The one judgement a shorten without a form makes of its address: a secret-looking part always
 * holds it; a private page only unless `privateAllowed` (the setting, or an address typed after `ln`).
 */
export function oneClickHold(url: string, { privateAllowed }: { privateAllowed: boolean }): OneClickHold | null {
  const parameter = secretParameter(url);
  if (parameter !== null) return { name: 'SecretInAddress', parameter };
  return !privateAllowed && isPrivatePage(url) ? { name: 'PrivateAddress' } : null;
}
