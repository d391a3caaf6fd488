/**
 * Pixels: a name unique per account (≤32), one of the ten types, an alpha-dash value (AdRoll's
 * holds a dash: ADVID-PIXID). Deleting a pixel only detaches it from links.
 */
import type { InputObject } from './http-utils';
import { byId, takeId } from './records';
import { limitReached, listNamed, nameTaken, textSize } from './named';
import { deleted, invalid, notFound, ok, unauthorized, type Reply } from './replies';
import { Checker, isAlphaDash, msg, PIXEL_TYPES } from './rules';
import type { Ctx } from './routes';
import { isMine, laravelDate, USER_ID, type Db, type StoredPixel } from './types';

const pixelToJson = (pixel: StoredPixel) => {
  const { id, name, type, value, created_at, updated_at } = pixel;
  return { id, name, type, value, created_at, updated_at };
};

export const listPixels = (ctx: Ctx): Reply =>
  listNamed(ctx, ctx.db.pixels, [['type', (pixel, type) => pixel.type.toLowerCase() === type.toLowerCase()]], pixelToJson);

export function showPixel({ db, id }: Ctx): Reply {
  const pixel = byId(db.pixels.filter(isMine), id);
  return pixel ? ok(pixelToJson(pixel)) : notFound();
}

/** Store: every field required; update: each only when sent (`sometimes`). */
function check(db: Db, input: InputObject, store: boolean, self?: number): Checker {
  const c = new Checker();
  const sent = (field: string) => field in input && (!store || (input[field] !== null && input[field] !== undefined));
  for (const field of ['name', 'type', 'value']) if (store && !sent(field)) c.fail(field, msg.required);
  if (sent('name')) {
    if (!store && textSize(input.name) < 1) c.fail('name', msg.minChars(1));
    if (textSize(input.name) > 32) c.fail('name', msg.maxChars(32));
    if (nameTaken(db.pixels, input.name, self)) c.fail('name', msg.unique);
    if (store && limitReached(db, 'pixels', db.pixels)) c.fail('name', msg.fixed('You created too many pixels.'));
  }
  if (sent('type') && !PIXEL_TYPES.includes(String(input.type))) c.fail('type', msg.in);
  if (sent('value')) {
    if (!isAlphaDash(input.value)) c.fail('value', msg.alphaDash);
    if (textSize(input.value) > 255) c.fail('value', msg.maxChars(255));
    // Only checked on store: an AdRoll value is ADVID-PIXID (a dash, not first).
    if (store && input.type === 'adroll' && !(String(input.value).indexOf('-') > 0)) {
      c.fail('value', msg.fixed('The value must be in ADVID-PIXID format.'));
    }
  }
  return c;
}

export function storePixel({ db, input, now }: Ctx): Reply {
  const data = input();
  const c = check(db, data, true);
  if (!c.ok) return invalid(c.errors);
  const at = laravelDate(now);
  const pixel: StoredPixel = {
    id: takeId(db, 'pixels'),
    user_id: USER_ID,
    name: String(data.name),
    type: String(data.type),
    value: String(data.value),
    created_at: at,
    updated_at: at,
  };
  db.pixels.push(pixel);
  return ok({ ...pixelToJson(pixel), name: data.name, type: data.type, value: data.value }, 201);
}

export function updatePixel({ db, id, input, now }: Ctx): Reply {
  const data = input();
  if ('user_id' in data) return unauthorized();
  const pixel = byId(db.pixels.filter(isMine), id);
  const c = check(db, data, false, pixel?.id);
  if (!c.ok) return invalid(c.errors);
  if (!pixel) return notFound();
  const echo: Record<string, unknown> = {};
  for (const field of ['name', 'type', 'value'] as const) {
    if (!(field in data)) continue;
    pixel[field] = String(data[field]);
    echo[field] = data[field];
  }
  pixel.updated_at = laravelDate(now);
  return ok({ ...pixelToJson(pixel), ...echo });
}

export function deletePixel({ db, id }: Ctx): Reply {
  const pixel = byId(db.pixels.filter(isMine), id);
  if (!pixel) return notFound();
  db.pixels.splice(db.pixels.indexOf(pixel), 1);
  for (const link of db.links) if (link.pixel_ids.includes(pixel.id)) link.pixel_ids = link.pixel_ids.filter((p) => p !== pixel.id);
  return deleted(pixel.id, 'pixel');
}
