/**
 * The page's icon for the popup's result card, from the tab's `favIconUrl`, only when showing it
 * costs no request to anyone new: a `data:` image (no request at all), or an https icon on the
 * page's own origin (the site the user is on, which the browser just fetched it from, so it is
 * mostly a cache hit). Anything else (another host, http, a browser-internal URL) and a card that
 * is not about the tab's page get no icon: the card shows the site's monogram.
 */

/** A data: icon larger than this is not drawn (a page chooses its favicon; the popup bounds it). */
export const MAX_DATA_ICON_CHARS = 64 * 1024;

export function pageIconUrl(tab: { url?: string; favIconUrl?: string }, linkUrl: string): string | undefined {
  const icon = tab.favIconUrl ? URL.parse(tab.favIconUrl) : null;
  const page = tab.url ? URL.parse(tab.url) : null;
  const link = URL.parse(linkUrl);
  if (!icon || !page || !link || page.origin !== link.origin) return undefined;
  if (icon.protocol === 'data:') {
    return icon.pathname.startsWith('image/') && tab.favIconUrl!.length <= MAX_DATA_ICON_CHARS ? icon.href : undefined;
  }
  return icon.protocol === 'https:' && icon.origin === page.origin ? icon.href : undefined;
}
