/**
 * Spaces: names unique per account (≤32), colours 1–6 (an absent one is 1), deleting a space
 * deletes its links. Create and update answers echo the request's values.
 */
import { isObject, type InputObject } from './http-utils';
import { byId, removeLinks, takeId } from './records';
import { deleted, invalid, notFound, ok, unauthorized, type Reply } from './replies';
import { Checker, isInteger, msg } from './rules';
import { listNamed, limitReached, nameTaken, textSize } from './named';
import type { Ctx } from './routes';
import { isMine, laravelDate, USER_ID, type Db, type Space } from './types';

const spaceToJson = (space: Space) => {
  const { id, name, color, created_at, updated_at } = space;
  return { id, name, color, created_at, updated_at };
};

export const listSpaces = (ctx: Ctx): Reply => listNamed(ctx, ctx.db.spaces, [], spaceToJson);

export function showSpace({ db, id }: Ctx): Reply {
  const space = byId(db.spaces.filter(isMine), id);
  return space ? ok(spaceToJson(space)) : notFound();
}

function checkName(c: Checker, db: Db, input: InputObject, store: boolean, self?: number): void {
  if (!store && !('name' in input)) return;
  const name = input.name;
  if (store && (name === null || name === undefined)) return c.fail('name', msg.required);
  const size = textSize(name);
  if (!store && size < 1) c.fail('name', msg.minChars(1));
  if (size > 32) c.fail('name', msg.maxChars(32));
  if (nameTaken(db.spaces, name, self)) c.fail('name', msg.unique);
  if (store && limitReached(db, 'spaces', db.spaces)) c.fail('name', msg.fixed('You created too many spaces.'));
}

function checkColor(c: Checker, input: InputObject, store: boolean): void {
  if (!('color' in input) || (store && input.color === null)) return;
  if (!isInteger(input.color)) c.fail('color', msg.integer);
  else if (Number(input.color) < 1 || Number(input.color) > 6) c.fail('color', msg.between(1, 6));
}

export function storeSpace({ db, input, now }: Ctx): Reply {
  const data = input();
  const c = new Checker();
  checkName(c, db, data, true);
  checkColor(c, data, true);
  if (!c.ok) return invalid(c.errors);
  // A colour that is not one of the six keys is replaced by 1, which comes back as a number.
  const color = isObject(data.color) || !['1', '2', '3', '4', '5', '6'].includes(String(data.color)) ? 1 : data.color;
  const at = laravelDate(now);
  const space: Space = { id: takeId(db, 'spaces'), user_id: USER_ID, name: String(data.name), color: Number(color), created_at: at, updated_at: at };
  db.spaces.push(space);
  return ok({ ...spaceToJson(space), name: data.name, color }, 201);
}

export function updateSpace({ db, id, input, now }: Ctx): Reply {
  const data = input();
  if ('user_id' in data) return unauthorized();
  const space = byId(db.spaces.filter(isMine), id);
  const c = new Checker();
  checkName(c, db, data, false, space?.id);
  checkColor(c, data, false);
  if (!c.ok) return invalid(c.errors);
  if (!space) return notFound();
  if ('name' in data) space.name = String(data.name);
  if ('color' in data) space.color = Number(data.color);
  space.updated_at = laravelDate(now);
  const echo = Object.fromEntries(['name', 'color'].filter((f) => f in data).map((f) => [f, data[f]]));
  return ok({ ...spaceToJson(space), ...echo });
}

export function deleteSpace({ db, id }: Ctx): Reply {
  const space = byId(db.spaces.filter(isMine), id);
  if (!space) return notFound();
  db.spaces.splice(db.spaces.indexOf(space), 1);
  removeLinks(db, (link) => link.space_id === space.id);
  return deleted(space.id, 'space');
}
