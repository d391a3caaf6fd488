/**
 * A web site for the journeys to visit: `/article/<name>`, a page with a link and a web address
 * written in its text, for "Shorten this page", "Shorten this link" and "Shorten selected URL".
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Site {
  url: string;
  /** The address an article links to. */
  linkOf(name: string): string;
  /** The address an article has in its text (the selection's URL). */
  textUrlOf(name: string): string;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startSite(): Promise<Site> {
  const linkOf = (name: string) => `https://example.org/linked/${encodeURIComponent(name)}`;
  const textUrlOf = (name: string) => `https://example.org/written/${encodeURIComponent(name)}?from=text`;
  const server = createServer((req, res) => {
    const match = /^\/article\/([^/?]+)$/.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end('Not Found');
    const name = decodeURIComponent(match[1]!);
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
    linkOf,
    textUrlOf,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
