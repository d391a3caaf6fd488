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
  return formatOutput(format, table, links.map((link) => link.short_url));
}
