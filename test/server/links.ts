/**
 * The five link operations. Each returns the status and JSON body to send; routing, auth and
 * faults happen before (index.ts).
 */
import type { FormObject } from './http-utils';
import { linkStatus, linkToJson, randomAlias, titleFromUrl } from './link-view';
import { paginate, readListQuery, searchMatches, sortItems, type ListSpec } from './query';
import { laravelDate, type Db, type StoredLink } from './types';
import { validateLink } from './validate';

export interface Reply {
  status: number;
  body: unknown;
}

export const notFound = (): Reply => ({ status: 404, body: { message: 'Resource not found.', status: 404 } });
export const invalid = (errors: Record<string, string[]>): Reply => ({ status: 422, body: { message: errors, status: 422 } });

/** Never reuse an id, even if a test pushed records straight into the arrays. */
export function takeId(db: Db, kind: 'links' | 'pixels'): number {
  const highest = db[kind].reduce((max, item) => Math.max(max, item.id), 0);
  const id = Math.max(db.nextId[kind], highest + 1);
  db.nextId[kind] = id + 1;
  return id;
}

const LINK_LIST: ListSpec = {
  searchBy: ['title', 'alias', 'url'],
  sortBy: ['id', 'clicks', 'title', 'alias', 'url'],
  ints: ['space_id', 'domain_id', 'pixel_id'],
  enums: { status: ['0', '1', '2', '3'] },
};

export function listLinks(db: Db, query: FormObject, path: string): Reply {
  const { errors, params } = readListQuery(query, LINK_LIST);
  if (Object.keys(errors).length) return invalid(errors);
  const { filters } = params;
  const status = Number(filters.status ?? 0);
  const now = Date.now();
  const field = params.searchBy as 'title' | 'alias' | 'url';
  const matching = db.links.filter(
    (link) =>
      searchMatches(link[field], params.search) &&
      (status === 0 || linkStatus(link, now) === status) &&
      (filters.space_id === undefined || link.space_id === filters.space_id) &&
      (filters.domain_id === undefined || link.domain_id === filters.domain_id) &&
      (filters.pixel_id === undefined || link.pixel_ids.includes(filters.pixel_id as number)),
  );
  const sortBy = params.sortBy as 'id' | 'clicks' | 'title' | 'alias' | 'url';
  // Text columns compare case-insensitively, as MySQL's default collation does.
  const key = (link: StoredLink) => (sortBy === 'id' || sortBy === 'clicks' ? link[sortBy] : link[sortBy].toLowerCase());
  const sorted = sortItems(matching, key, params.sort);
  return { status: 200, body: paginate(sorted, params, path, (link) => linkToJson(db, link)) };
}

export function findLink(db: Db, id: number): StoredLink | undefined {
  return db.links.find((link) => link.id === id);
}

export function showLink(db: Db, id: number): Reply {
  const link = findLink(db, id);
  return link ? { status: 200, body: { data: linkToJson(db, link), status: 200 } } : notFound();
}

export function storeLink(db: Db, input: FormObject): Reply {
  const { errors, changes } = validateLink(input, db);
  if (Object.keys(errors).length) return invalid(errors);
  const now = laravelDate(Date.now());
  const url = changes.url ?? '';
  const domainId = changes.domain_id ?? 0;
  const link: StoredLink = {
    id: takeId(db, 'links'),
    alias: changes.alias ?? randomAlias(db, domainId),
    url,
    title: titleFromUrl(url),
    clicks: 0,
    domain_id: domainId,
    space_id: null,
    pixel_ids: [],
    password: null,
    disabled: 0,
    privacy: 0,
    privacy_password: null,
    expiration_url: null,
    expiration_date: null,
    expiration_time: null,
    expiration_clicks: null,
    target_type: 0,
    country: [],
    platform: [],
    language: [],
    rotation: [],
    ...changes,
    created_at: now,
    updated_at: now,
  };
  db.links.push(link);
  // The body says 200 even though the status line says 201, as the real server's envelope does.
  return { status: 201, body: { data: linkToJson(db, link), status: 200 } };
}

export function updateLink(db: Db, id: number, input: FormObject): Reply {
  const link = findLink(db, id);
  if (!link) return notFound();
  const { errors, changes } = validateLink(input, db, link);
  if (Object.keys(errors).length) return invalid(errors);
  if (changes.url !== undefined && changes.url !== link.url) link.title = titleFromUrl(changes.url);
  Object.assign(link, changes, { updated_at: laravelDate(Date.now()) });
  return { status: 200, body: { data: linkToJson(db, link), status: 200 } };
}

export function deleteLink(db: Db, id: number): Reply {
  const index = db.links.findIndex((link) => link.id === id);
  if (index < 0) return notFound();
  db.links.splice(index, 1);
  return { status: 200, body: { id, object: 'link', deleted: true, status: 200 } };
}
