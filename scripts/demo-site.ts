/**
 * The demo's sample website: an ordinary article page to shorten, on an origin of its own (as
 * any page a user shortens is), telling a newcomer what to try. Node's http module only.
 */
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { SITE_ORIGIN, type Tls } from './demo-hosts';

export interface SampleSite {
  /** The public origin the demo's browser reaches it at (demo-hosts.ts). */
  origin: string;
  /** The local port it listens on. */
  port: number;
  /** The article to shorten. */
  articleUrl: string;
  close(): Promise<void>;
}

export const ARTICLE_TITLE = 'Night trains are back: sleeping your way across Europe';
/** The site's pages by path: the article, and a few more for the journeys that need pages not shortened yet. */
const PAGES: Record<string, string> = {
  '/': ARTICLE_TITLE,
  '/night-trains': ARTICLE_TITLE,
  '/routes/vienna-paris': 'Vienna to Paris by night: the route, stop by stop',
  '/guides/couchette-or-sleeper': 'Couchette or sleeper? Choosing your berth',
  '/newsletter': 'Slow journeys, every Friday: the newsletter',
};

/** The site's icon, on its own origin: the popup's result card shows it (lib/url/page-icon.ts). */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#8a4b08"/><path d="M7 12h18M7 20h18M11 8v16M21 8v16" stroke="#f4d58d" stroke-width="3" stroke-linecap="round"/></svg>`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function articleHtml(instanceUrl: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { font: 17px/1.6 Georgia, 'Times New Roman', serif; max-width: 44rem; margin: 0 auto; padding: 1.5rem; }
  header { font: 600 14px/1.4 system-ui, sans-serif; letter-spacing: .08em; text-transform: uppercase; color: #8a4b08; }
  h1 { font-size: 2.1rem; line-height: 1.2; margin: .4rem 0 1rem; }
  .demo { font: 15px/1.5 system-ui, sans-serif; border: 2px solid #1f5fcc; border-radius: 8px; padding: .8rem 1rem; margin: 1.2rem 0 2rem; }
  .demo h2 { font-size: 1rem; margin: 0 0 .4rem; }
  .demo ol { margin: 0; padding-left: 1.3rem; }
  kbd { font: 13px ui-monospace, monospace; border: 1px solid currentColor; border-radius: 4px; padding: 0 .3em; }
  figure { margin: 1.5rem 0; padding: 3rem 1rem; text-align: center; background: #1b2a41; color: #f4d58d; border-radius: 8px; font: 600 1.1rem system-ui, sans-serif; }
</style>
</head>
<body>
<header>Travel · Slow journeys</header>
<h1>${escape(title)}</h1>
<aside class="demo" aria-label="Linklet demo">
  <h2>Linklet demo</h2>
  <ol>
    <li>Click the Linklet button in the toolbar (or press <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>L</kbd>): this page gets a short link, already on your clipboard.</li>
    <li>Type <kbd>ln</kbd>, a space and a word such as <kbd>solar</kbd> in the address bar to find one of your links.</li>
    <li>The Linklet settings tab lists and filters your links and pixels, and shows the connection.</li>
  </ol>
  <p>Linklet is connected to a demo server at ${escape(instanceUrl)} with a few hundred sample links. Nothing leaves this computer.</p>
</aside>
<p>Ten years ago the sleeper train looked finished. Budget flights were cheaper, faster and
everywhere. Today new routes open every season, and the couchettes sell out weeks ahead.</p>
<figure>Vienna → Paris · 14 h · one night</figure>
<p>What changed? Travellers who count their carbon, cities that want fewer short-haul flights, and
operators who learned that a good night's sleep is worth paying for. A cabin for two costs about
what two hotel rooms and two plane tickets do — and you wake up in the city centre.</p>
<p>Before you book: reserve early for summer weekends, bring earplugs, and check whether breakfast
is included. The best views are in the last hour, as the train rolls in through the morning.</p>
</body>
</html>`;
}

/** Starts the sample site over HTTPS on a free port of 127.0.0.1. */
export async function startSampleSite(instanceUrl: string, tls: Tls): Promise<SampleSite> {
  const server = createServer(tls, (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://sample').pathname;
    if (path === '/favicon.svg') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' }).end(FAVICON);
      return;
    }
    const title = PAGES[path];
    if (title) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end(articleHtml(instanceUrl, title));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=UTF-8' }).end('Not found');
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  return {
    origin: SITE_ORIGIN,
    port: (server.address() as AddressInfo).port,
    articleUrl: `${SITE_ORIGIN}/night-trains`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
