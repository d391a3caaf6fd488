/**
 * The five link operations. Form-request steps (authorize, validate) come before the controller's
 * own lookup, so their 403/404/422 answers win over "Resource not found.".
 */
import { isObject, type InputValue } from './http-utils';
import { has, type LinkRequest } from './link-rules';
import { isActive, isExpired } from './link-status';
import { linkToJson } from './link-view';
import { applyLinkInput, newLink } from './link-write';
import { paginate, readList, searchText, like, sortRows } from './query';
import { Crash, deleted, invalid, modelNotFound, notFound, ok, unauthorized, type Reply } from './replies';
import { Checker, looseEquals, mysqlInt, plainLabel, truthy } from './rules';
import type { Ctx } from './routes';
import { byId, removeLinks, takeId } from './records';
import { isMine, laravelDate, type StoredLink, type Version } from './types';
import { label44, validateLink44 } from './validate-link44';
import { validateLink49 } from './validate-link49';

export function listLinks({ db, query, path, now }: Ctx): Reply {
  const p = readList(query, ['title', 'alias', 'url'], ['id', 'clicks', 'title', 'alias', 'url']);
  const { domain_id: domainId, space_id: spaceId, pixel_id: pixelId, status } = query;
  const search = searchText(p);
  const numeric = typeof spaceId === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(spaceId);
  const rows = db.links.filter((link) => {
    if (!isMine(link)) return false;
    if (truthy(domainId) && link.domain_id !== mysqlInt(domainId)) return false;
    // space_id=0 means "in no space" (0 or NULL).
    if (numeric && (Number(spaceId) ? link.space_id !== Number(spaceId) : !!link.space_id)) return false;
    if (truthy(pixelId) && !link.pixel_ids.includes(mysqlInt(pixelId))) return false;
    if (truthy(status) && !matchesStatus(db.version, link, status, now)) return false;
    return search === undefined || like(link[p.searchBy as 'title' | 'alias' | 'url'], search);
  });
  const sorted = sortRows(rows, (link) => link[p.sortBy as 'id' | 'clicks' | 'title' | 'alias' | 'url'], p.sort);
  const appends: Array<[string, InputValue | undefined]> = [
    ['search', p.search],
    ['search_by', p.searchBy],
    ['domain_id', domainId],
    ['space_id', spaceId],
    ['pixel_id', pixelId],
    ['sort_by', p.sortBy],
    ['sort', p.sort],
  ];
  return { status: 200, body: paginate(sorted, p, path, appends, (link) => linkToJson(db, link)) };
}

/** `status`: 1 active, 2 expired; v44 reads any other value as "disabled", v49 ignores it. */
function matchesStatus(version: Version, link: StoredLink, status: InputValue | undefined, now: number): boolean {
  if (looseEquals(status, 1)) return isActive(version, link, now);
  if (looseEquals(status, 2)) return isExpired(version, link, now);
  return version === 49 || link.disabled === 1;
}

export function showLink({ db, id }: Ctx): Reply {
  const link = byId(db.links.filter(isMine), id);
  return link ? ok(linkToJson(db, link)) : notFound();
}

function request(ctx: Ctx, existing?: StoredLink): LinkRequest {
  const label = ctx.db.version === 44 ? label44 : plainLabel;
  return { db: ctx.db, input: ctx.input(), existing, routeId: ctx.id, c: new Checker(label) };
}

export function storeLink(ctx: Ctx): Reply {
  const { db, now } = ctx;
  const r = request(ctx);
  const { input } = r;
  if (db.version === 49) {
    // The form request looks the domain up before validating: an unknown id is a model 404.
    const domain = truthy(input.domain_id) ? byId(db.domains, String(input.domain_id)) : undefined;
    if (truthy(input.domain_id) && !domain) return modelNotFound('Domain');
    validateLink49(r, domain);
  } else validateLink44(r);
  if (!r.c.ok) return invalid(r.c.errors);
  if (truthy(input.multiple_links)) return notFound(); // bulk creation is not offered over the API
  const link = newLink(input, takeId(db, 'links'), now);
  const echo = applyLinkInput(db, link, input, true, r.pixelIds);
  db.links.push(link);
  // The pixels are synced after the link is saved: a non-array crashes with the link already stored.
  if (has(input, 'pixel_ids') && !isObject(input.pixel_ids)) throw new Crash('pixel_ids is not an array');
  return ok(linkToJson(db, link, echo), 201);
}

export function updateLink(ctx: Ctx): Reply {
  const { db, id, now } = ctx;
  const r = request(ctx, byId(db.links, id));
  if (has(r.input, 'user_id')) return unauthorized(); // only admins may edit as another user
  const missing = db.version === 49 ? validateLink49(r) : validateLink44(r);
  if (missing) return modelNotFound('Link', id ?? '');
  if (!r.c.ok) return invalid(r.c.errors);
  const link = byId(db.links.filter(isMine), id);
  if (!link) return notFound();
  // Work on a copy: a crash before the save leaves the stored link as it was.
  const draft = structuredClone(link);
  const echo = applyLinkInput(db, draft, r.input, false, r.pixelIds);
  Object.assign(link, draft, { updated_at: laravelDate(now) });
  if (has(r.input, 'pixel_ids') && !isObject(r.input.pixel_ids)) throw new Crash('pixel_ids is not an array');
  return ok(linkToJson(db, link, echo));
}

export function deleteLink({ db, id }: Ctx): Reply {
  const link = byId(db.links.filter(isMine), id);
  if (!link) return notFound();
  removeLinks(db, (l) => l === link);
  return deleted(link.id, 'link');
}
