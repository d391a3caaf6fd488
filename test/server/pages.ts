/**
 * Plain HTML outside the API: /page/<title> for browser journeys (the title is the rest of the
 * path), the /login page that unauthenticated redirects point to, and an index.
 */
import type { ServerResponse } from 'node:http';
import { escapeHtml, htmlPage, send } from './http-utils';

export function servePage(res: ServerResponse, method: string, path: string): void {
  const html = { 'Content-Type': 'text/html; charset=UTF-8' };
  if (method !== 'GET' && method !== 'HEAD') return send(res, 405, '', { Allow: 'GET, HEAD' });
  if (path.startsWith('/page/')) {
    let title = path.slice('/page/'.length);
    try {
      title = decodeURIComponent(title);
    } catch {
      // keep the raw path as the title
    }
    return send(res, 200, htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>A test page of the Linklet reference server.</p>`), html);
  }
  if (path === '/login')
    return send(res, 200, htmlPage('Login', '<form method="post" action="/login"><input name="email"><input name="password" type="password"></form>'), html);
  if (path === '/') return send(res, 200, htmlPage('Linklet reference server', '<p>API under /api/v1.</p>'), html);
  send(res, 404, 'Not Found', { 'Content-Type': 'text/plain; charset=UTF-8' });
}
