/**
 * A web site for the journeys to visit: articles with a link and a web address written in their
 * text, for "Shorten this page", "Shorten this link" and "Shorten selected URL". The real-server
 * suite puts its run's marker in every address (`path`, `linkOf`, `textUrlOf`), so whatever a
 * journey shortens is recognisably the run's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteOptions {
  /** Where articles live: `<path>/<name>` (default `/article`). */
  path?: string;
  /** The address an article links to. */
  linkOf?: (name: string) => string;
  /** The address an article has in its text. */
  textUrlOf?: (name: string) => string;
}

export interface Site {
  url: string;
  /** The address of the article `name` (letters, digits, dashes and spaces). */
  articleUrl(name: string): string;
  linkOf(name: string): string;
  textUrlOf(name: string): string;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const path = options.path ?? '/article';
  const linkOf = options.linkOf ?? ((name: string) => `https://example.org/linked/${encodeURIComponent(name)}`);
  const textUrlOf = options.textUrlOf ?? ((name: string) => `https://example.org/written/${encodeURIComponent(name)}?from=text`);
  const server = createServer((req, res) => {
    const requested = new URL(req.url ?? '/', 'http://site').pathname;
    if (!requested.startsWith(`${path}/`)) return void res.writeHead(404).end('Not Found');
    const name = decodeURIComponent(requested.slice(path.length + 1));
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>${escape(name)}</title></head><body>
      <h1 id="title">${escape(name)}</h1>
      <p><a id="link" href="${escape(linkOf(name))}">A link worth sharing</a></p>
      <p>Read it at <span id="written">${escape(textUrlOf(name))}</span> later.</p>
      </body></html>`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    articleUrl: (name) => `${url}${path}/${encodeURIComponent(name)}`,
    linkOf,
    textUrlOf,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
