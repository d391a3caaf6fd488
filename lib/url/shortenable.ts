/**
 * Which pages can be shortened. Only http(s) pages can: browser pages (chrome:, about:, edge:),
 * local files, data:/blob:/javascript: URLs, extension pages and the built-in PDF viewer cannot,
 * and a tab without a URL (no activeTab grant) cannot either.
 */
import { isPrivatePage, secretParameter, withoutCredentials } from './private';

export type Unshortenable = 'missing' | 'scheme' | 'extension' | 'pdf-viewer' | 'invalid';

/**
 * `url`: the page's address without any `user:password@` (./private.ts), which never leaves;
 * `credentials`: it had some; `secret`: the first parameter whose name looks secret, which holds
 * every request back until the person presses Shorten; `private`: a page of the person's own
 * network, which one click does not publish unseen.
 */
export type ShortenableCheck = { ok: true; url: string; credentials?: true; secret?: string; private?: true } | { ok: false; reason: Unshortenable };

/** Chrome's PDF viewer extension; its pages carry the PDF's own URL in `src`. */
const PDF_VIEWER_ID = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

export function checkShortenable(raw: string | undefined | null): ShortenableCheck {
  if (!raw) return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol === 'chrome-extension:' || url.protocol === 'moz-extension:' || url.protocol === 'safari-web-extension:') {
    return { ok: false, reason: url.host === PDF_VIEWER_ID ? 'pdf-viewer' : 'extension' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (!url.hostname) return { ok: false, reason: 'invalid' };
  // Firefox's built-in viewer keeps the PDF's URL, so such a page is shortened as the PDF itself.
  const { url: page, removed } = withoutCredentials(raw);
  const secret = secretParameter(page);
  return {
    ok: true,
    url: page,
    ...(removed ? { credentials: true as const } : {}),
    ...(secret === null ? {} : { secret }),
    ...(isPrivatePage(page) ? { private: true as const } : {}),
  };
}
