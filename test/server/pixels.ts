/**
 * The five pixel operations, mirroring links.ts.
 */
import type { FormObject } from './http-utils';
import { invalid, notFound, takeId, type Reply } from './links';
import { paginate, readListQuery, searchMatches, sortItems, type ListSpec } from './query';
import { PIXEL_TYPES } from './rules';
import { laravelDate, type Db, type StoredPixel } from './types';
import { validatePixel } from './validate';

const PIXEL_LIST: ListSpec = {
  searchBy: ['name'],
  sortBy: ['id', 'name'],
  enums: { type: PIXEL_TYPES },
};

export function pixelToJson(pixel: StoredPixel) {
  return { ...pixel };
}

export function listPixels(db: Db, query: FormObject, path: string): Reply {
  const { errors, params } = readListQuery(query, PIXEL_LIST);
  if (Object.keys(errors).length) return invalid(errors);
  const type = params.filters.type;
  const matching = db.pixels.filter((p) => searchMatches(p.name, params.search) && (type === undefined || p.type === type));
  const key = (p: StoredPixel) => (params.sortBy === 'name' ? p.name.toLowerCase() : p.id);
  return { status: 200, body: paginate(sortItems(matching, key, params.sort), params, path, pixelToJson) };
}

export function showPixel(db: Db, id: number): Reply {
  const pixel = db.pixels.find((p) => p.id === id);
  return pixel ? { status: 200, body: { data: pixelToJson(pixel), status: 200 } } : notFound();
}

export function storePixel(db: Db, input: FormObject): Reply {
  const { errors, changes } = validatePixel(input);
  if (Object.keys(errors).length) return invalid(errors);
  const now = laravelDate(Date.now());
  const pixel: StoredPixel = {
    id: takeId(db, 'pixels'),
    name: changes.name ?? '',
    type: changes.type ?? '',
    value: changes.value ?? '',
    created_at: now,
    updated_at: now,
  };
  db.pixels.push(pixel);
  return { status: 201, body: { data: pixelToJson(pixel), status: 200 } };
}

export function updatePixel(db: Db, id: number, input: FormObject): Reply {
  const pixel = db.pixels.find((p) => p.id === id);
  if (!pixel) return notFound();
  const { errors, changes } = validatePixel(input, pixel);
  if (Object.keys(errors).length) return invalid(errors);
  Object.assign(pixel, changes, { updated_at: laravelDate(Date.now()) });
  return { status: 200, body: { data: pixelToJson(pixel), status: 200 } };
}

export function deletePixel(db: Db, id: number): Reply {
  const index = db.pixels.findIndex((p) => p.id === id);
  if (index < 0) return notFound();
  db.pixels.splice(index, 1);
  // Detach it from links, as the real server's pivot rows go with the pixel.
  for (const link of db.links) if (link.pixel_ids.includes(id)) link.pixel_ids = link.pixel_ids.filter((p) => p !== id);
  return { status: 200, body: { id, object: 'pixel', deleted: true, status: 200 } };
}
