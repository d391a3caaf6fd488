/**
 * How a link reads in the Links view and in what is copied of it: its title, or where it goes
 * when it has none (new links have none until the server reads the page: issue 30 saw an empty
 * Title column), and the selection as lines, Markdown or CSV (lib/bulk/output.ts writes them).
 */
import type { Link } from '../api/schemas';
import { formatOutput, type OutputFormat, type TextTable } from '../bulk/output';

/** The destination's host and path (`https://www.example.com/pricing?a=1` → `www.example.com/pricing`), or the URL as sent. */
export function hostAndPath(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return hostname + (pathname === '/' ? '' : pathname);
  } catch {
    return url;
  }
}

/** The title shown: the server's, else (`fallback`) the destination's host and path. */
export function titleOf(link: Pick<Link, 'title' | 'url'>): { text: string; fallback: boolean } {
  const title = link.title?.trim();
  return title ? { text: title, fallback: false } : { text: hostAndPath(link.url), fallback: true };
}

/** The selected links as text: their short links one a line, or a table of short link, destination and title. */
export function selectionText(format: OutputFormat, links: readonly Link[], header: readonly [string, string, string]): string {
  const table: TextTable = { header, rows: links.map((link) => [link.short_url, link.url, link.title?.trim() ?? '']) };
  return formatOutput(
    format,
    table,
    links.map((link) => link.short_url),
  );
}

/**
 * The short URL as the table shows it: its host and path, without the scheme (issue 41: at
 * 1280 px `https://lnk.example/g…` spent the room on the scheme and hid the alias). Copy, Open and
 * the row's title keep the whole URL.
 */
export function shortText(shortUrl: string): string {
  return shortUrl.replace(/^https?:\/\//i, '');
}

type Named = { id: number; name?: string | null };

/** The name of a record a link refers to: its own nested name, else the instance's list's, else "#id". */
function nameOf(ref: Named | number | null | undefined, known: readonly Named[]): string | null {
  if (ref === null || ref === undefined) return null;
  const id = typeof ref === 'number' ? ref : ref.id;
  const own = typeof ref === 'number' ? undefined : ref.name?.trim();
  return own || known.find((record) => record.id === id)?.name?.trim() || `#${id}`;
}

/** The link's space, by name ('' when it is in none; 0 is the server's "no space"). */
export function spaceText(link: Link, spaces: readonly Named[]): string {
  const ref = typeof link.space === 'object' && link.space ? link.space : (link.space ?? link.space_id);
  return ref ? (nameOf(ref, spaces) ?? '') : '';
}

/** The link's pixels by name, in the order the server lists them. */
export function pixelNames(link: Link, pixels: readonly Named[]): string[] {
  const refs: Array<Named | number> = link.pixels ?? link.pixel_ids ?? [];
  return refs.map((ref) => nameOf(ref, pixels)!);
}
