/**
 * GET /api/v1/domains and /api/v1/spaces: outside the contract, served by many installations
 * (and switched off with `extras: false` to play one that does not).
 */
import type { FormObject } from './http-utils';
import { invalid, type Reply } from './links';
import { paginate, readListQuery, searchMatches, sortItems, type ListSpec } from './query';
import type { Db, Domain, Space } from './types';

const NAMED_LIST: ListSpec = { searchBy: ['name'], sortBy: ['id', 'name'] };

function listNamed<T extends Domain | Space>(items: readonly T[], query: FormObject, path: string, view: (item: T) => unknown): Reply {
  const { errors, params } = readListQuery(query, NAMED_LIST);
  if (Object.keys(errors).length) return invalid(errors);
  const matching = items.filter((item) => searchMatches(item.name, params.search));
  const key = (item: T) => (params.sortBy === 'name' ? item.name.toLowerCase() : item.id);
  return { status: 200, body: paginate(sortItems(matching, key, params.sort), params, path, view) };
}

export function domainToJson(domain: Domain) {
  return { id: domain.id, name: domain.name, url: `https://${domain.name}`, created_at: domain.created_at, updated_at: domain.updated_at };
}

export function spaceToJson(space: Space) {
  return { ...space };
}

export function listDomains(db: Db, query: FormObject, path: string): Reply {
  return listNamed(db.domains, query, path, domainToJson);
}

export function listSpaces(db: Db, query: FormObject, path: string): Reply {
  return listNamed(db.spaces, query, path, spaceToJson);
}
