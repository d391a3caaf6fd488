/**
 * Domains: only the account's own are listed or shown (never the instance's global ones). Adding
 * one needs its DNS to point at the server: v44 lets it through here (as recorded on a machine
 * without DNS), v49 refuses it. Deleting a domain deletes its links.
 */
import type { InputObject } from './http-utils';
import { byId, removeLinks, takeId } from './records';
import { limitReached, listNamed, textSize } from './named';
import { deleted, invalid, notFound, ok, type Reply } from './replies';
import { Checker, isUrl, msg } from './rules';
import type { Ctx } from './routes';
import { isMine, laravelDate, USER_ID, type Db, type Domain } from './types';

const domainToJson = (domain: Domain) => {
  const { id, name, created_at, updated_at } = domain;
  // `url` is the short protocol (https on this instance) and the name.
  return { id, name, url: `https://${name}`, index_page: domain.index_page ?? null, not_found_page: domain.not_found_page ?? null, created_at, updated_at };
};

export const listDomains = (ctx: Ctx): Reply => listNamed(ctx, ctx.db.domains, [], domainToJson);

export function showDomain({ db, id }: Ctx): Reply {
  const domain = byId(db.domains.filter(isMine), id);
  return domain ? ok(domainToJson(domain)) : notFound();
}

/** Hostnames of one or more labels, or IPv4 addresses. */
const isDomainName = (name: string) =>
  /^(?=.{1,255}$)([^./:\s]{1,63}\.){1,127}(?![0-9]*$)[a-z0-9-]+\.?$/i.test(name) || /^((25[0-5]|2[0-4]\d|[01]?\d\d?)(\.|$)){4}$/.test(name);

/** `index_page` / `not_found_page`: URLs of up to 255 characters; v49 refuses pages on the instance's own host. */
function checkPages(c: Checker, db: Db, input: InputObject, origin: string): void {
  for (const field of ['index_page', 'not_found_page']) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (!isUrl(value)) c.fail(field, msg.url);
    if (textSize(value) > 255) c.fail(field, msg.maxChars(255));
    if (db.version === 49 && isUrl(value) && new URL(String(value)).host === new URL(origin).host) c.fail(field, msg.fieldInvalid);
  }
}

export function storeDomain({ db, input, now, origin }: Ctx): Reply {
  const data = input();
  const c = new Checker();
  const name =
    data.name === null || data.name === undefined
      ? null
      : String(data.name)
          .toLowerCase()
          .replace(/https?:\/\//g, '');
  const rules: Array<[boolean, (a: string) => string]> =
    name === null
      ? [[true, msg.required]]
      : [
          [textSize(name) > 255, msg.maxChars(255)],
          [!isDomainName(name), msg.fixed('Invalid domain name.')],
          [limitReached(db, 'domains', db.domains), msg.fixed('You added too many domains.')],
          [db.domains.some((d) => d.name.toLowerCase() === name), msg.unique],
          // No DNS can point at this server: v49's check always fails, v44's is waved through.
          [db.version === 49, msg.fixed('The DNS records do not point to our server, or they are not propagated yet, this can take up to 24 hours.')],
        ];
  for (const [failed, message] of rules) {
    if (!failed) continue;
    c.fail('name', message);
    if (db.version === 49) break; // v49's rules bail at the first failure
  }
  checkPages(c, db, data, origin);
  if (!c.ok) return invalid(c.errors);
  const at = laravelDate(now);
  const domain: Domain = {
    id: takeId(db, 'domains'),
    user_id: USER_ID,
    name: name as string,
    index_page: (data.index_page as string | null) ?? null,
    not_found_page: (data.not_found_page as string | null) ?? null,
    created_at: at,
    updated_at: at,
  };
  db.domains.push(domain);
  return ok(domainToJson(domain), 201);
}

export function updateDomain({ db, id, input, now, origin }: Ctx): Reply {
  const data = input();
  const c = new Checker();
  checkPages(c, db, data, origin);
  if (!c.ok) return invalid(c.errors);
  const domain = byId(db.domains.filter(isMine), id);
  if (!domain) return notFound();
  // The name cannot change; only the two pages can.
  if ('index_page' in data) domain.index_page = (data.index_page as string | null) ?? null;
  if ('not_found_page' in data) domain.not_found_page = (data.not_found_page as string | null) ?? null;
  domain.updated_at = laravelDate(now);
  return ok(domainToJson(domain));
}

export function deleteDomain({ db, id }: Ctx): Reply {
  const domain = byId(db.domains.filter(isMine), id);
  if (!domain) return notFound();
  db.domains.splice(db.domains.indexOf(domain), 1);
  removeLinks(db, (link) => link.domain_id === domain.id);
  return deleted(domain.id, 'domain');
}
