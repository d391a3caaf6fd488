/**
 * The `/api/v1` routes of phpShort (identical in both versions): resource routes, `stats/{id}`,
 * `account`, and the GET fallback that answers unknown paths with a JSON 404 (without the plan
 * guard). A wrong verb, or any non-GET request to an unknown path, is a 405.
 *
 * A server that speaks only the public contract (`contractOnly`) has the links and pixels and
 * nothing else: no account, no statistics, no domains or spaces; an unknown path is its
 * framework's plain 404 ("The route … could not be found."), which says nothing of a version.
 */
import { showAccount } from './account';
import { deleteDomain, listDomains, showDomain, storeDomain, updateDomain } from './domains';
import type { InputObject } from './http-utils';
import { deleteLink, listLinks, showLink, storeLink, updateLink } from './links';
import { deletePixel, listPixels, showPixel, storePixel, updatePixel } from './pixels';
import { notFound, type Reply } from './replies';
import { deleteSpace, listSpaces, showSpace, storeSpace, updateSpace } from './spaces';
import { showStats } from './stats';
import type { Db } from './types';

export interface Ctx {
  db: Db;
  /** The `{id}` segment, as sent. */
  id?: string;
  query: InputObject;
  /** The request's input (query and body), parsed on first use. */
  input: () => InputObject;
  /** Absolute URL of the path, e.g. http://127.0.0.1:8787/api/v1/links (page URLs start with it). */
  path: string;
  /** The instance's URL (no trailing slash). */
  origin: string;
  now: number;
}

type Handler = (ctx: Ctx) => Reply;

export interface Route {
  handlers: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;
  /** The plan's `api` feature is checked (api.guard); not on the fallback. */
  guarded: boolean;
  id?: string;
}

const RESOURCES: Record<string, { index: Handler; store: Handler; show: Handler; update: Handler; destroy: Handler }> = {
  links: { index: listLinks, store: storeLink, show: showLink, update: updateLink, destroy: deleteLink },
  domains: { index: listDomains, store: storeDomain, show: showDomain, update: updateDomain, destroy: deleteDomain },
  spaces: { index: listSpaces, store: storeSpace, show: showSpace, update: updateSpace, destroy: deleteSpace },
  pixels: { index: listPixels, store: storePixel, show: showPixel, update: updatePixel, destroy: deletePixel },
};

const fallback: Route = { handlers: { GET: () => notFound() }, guarded: false };

/** What a server serves beyond the contract's links and pixels. */
export interface RouteOptions {
  /** /domains and /spaces. */
  extras: boolean;
  /** Only the contract: no /account, /stats, /domains or /spaces, and a plain 404 elsewhere. */
  contractOnly: boolean;
}

const CONTRACT = new Set(['links', 'pixels']);

/** The route for a path under /api/, or undefined when nothing matches (not even the fallback). */
export function matchRoute(path: string, { extras, contractOnly }: RouteOptions): Route | undefined {
  const match = /^\/api\/v1\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (contractOnly && !(match && CONTRACT.has(match[1]!))) return undefined;
  if (!match) return /^\/api\/v1\/./.test(path) ? fallback : undefined;
  const [, name = '', id] = match;
  const resource = RESOURCES[name];
  if (resource && (extras || (name !== 'domains' && name !== 'spaces'))) {
    if (id === undefined) return { handlers: { GET: resource.index, POST: resource.store }, guarded: true };
    return { handlers: { GET: resource.show, PUT: resource.update, PATCH: resource.update, DELETE: resource.destroy }, guarded: true, id };
  }
  if (name === 'stats' && id !== undefined) return { handlers: { GET: showStats }, guarded: true, id };
  if (name === 'account' && id === undefined) return { handlers: { GET: showAccount }, guarded: true };
  return fallback;
}

/** The methods named by a 405 (GET always: the fallback route accepts any GET). */
export function allowedMethods(route: Route): string[] {
  const methods = Object.keys(route.handlers).filter((m) => m !== 'GET');
  return ['GET', 'HEAD', ...methods];
}
