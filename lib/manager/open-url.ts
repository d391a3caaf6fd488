/**
 * Opens a URL from a list in a new tab, only when it is http(s): a record's `url` or `short_url`
 * comes from the server and must never open `javascript:` or `data:` in an extension page.
 */
export function isOpenable(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function openInNewTab(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  if (!isOpenable(url)) return false;
  open(url, '_blank', 'noopener');
  return true;
}
