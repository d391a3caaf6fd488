/**
 * A queued store's passwords (a link's, the statistics') never go to storage.local with the rest
 * of the item, where they would sit in clear in the browser profile (issue 29): they are kept in
 * storage.session, in memory, until the item is sent, as the popup's draft keeps a typed one. A
 * browser restart drops them; the item then is not sent without them (a link meant to be
 * protected would be made open): it waits for the user, who shortens the page again.
 */
import type { LinkCreateInput } from '../api/schemas';
import { storage } from 'wxt/utils/storage';

/**
 * The passwords of the queued stores (a link's, the statistics'), by item id: in memory only,
 * never in `local` with the rest of the item. A browser restart drops them, and an item that
 * needed one then waits for the user.
 */
export const QUEUE_PASSWORDS_ITEM = storage.defineItem<Record<string, Record<string, string>>>('session:queuePasswords');

/** The fields of a store that hold a password, in either version: v44 `password` and `privacy_password`, v49 `redirect_password` and `password`. */
const PASSWORD_FIELDS = ['password', 'redirect_password', 'privacy_password'] as const;

type Passwords = Record<string, string>;

/** `input` without its passwords, and the passwords (non-empty strings) taken out of it. */
export function splitPasswords(input: LinkCreateInput): { input: LinkCreateInput; passwords: Passwords } {
  const rest: Record<string, unknown> = { ...input };
  const passwords: Passwords = {};
  for (const name of PASSWORD_FIELDS) {
    const value = rest[name];
    delete rest[name];
    if (typeof value === 'string' && value !== '') passwords[name] = value;
  }
  return { input: rest as unknown as LinkCreateInput, passwords };
}

async function readAll(): Promise<Record<string, Passwords>> {
  const value = await QUEUE_PASSWORDS_ITEM.getValue();
  return typeof value === 'object' && value !== null ? (value as Record<string, Passwords>) : {};
}

/** Keeps item `id`'s passwords in storage.session. */
export async function holdPasswords(id: string, passwords: Passwords): Promise<void> {
  await QUEUE_PASSWORDS_ITEM.setValue({ ...(await readAll()), [id]: passwords });
}

/** Item `id`'s passwords, or null when the browser has dropped them (restarted since). */
export async function heldPasswords(id: string): Promise<Passwords | null> {
  const all = await readAll();
  return Object.hasOwn(all, id) ? all[id]! : null;
}

/** Forgets the passwords of every item but `kept` (sent, cancelled or dropped items). */
export async function releasePasswords(kept: ReadonlySet<string>): Promise<void> {
  const all = await readAll();
  const ids = Object.keys(all);
  if (ids.every((id) => kept.has(id))) return;
  const left = ids.filter((id) => kept.has(id));
  await QUEUE_PASSWORDS_ITEM.setValue(left.length ? Object.fromEntries(left.map((id) => [id, all[id]!])) : null);
}
