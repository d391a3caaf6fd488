/**
 * The reference server's in-memory records. Stored shapes are flat (ids, raw input values); the
 * JSON a real server answers is built from them at response time (see link-view.ts).
 */

export interface Domain {
  id: number;
  /** Host name only, e.g. `sho.rt`; short URLs are `https://<name>/<alias>`. */
  name: string;
  created_at: string;
  updated_at: string;
}

export interface Space {
  id: number;
  name: string;
  color: string;
  created_at: string;
  updated_at: string;
}

export interface StoredPixel {
  id: number;
  name: string;
  type: string;
  value: string;
  created_at: string;
  updated_at: string;
}

export interface TargetRule {
  key: string;
  value: string;
}

export type TargetType = 0 | 1 | 2 | 4;

export interface StoredLink {
  id: number;
  alias: string;
  url: string;
  title: string;
  clicks: number;
  domain_id: number;
  space_id: number | null;
  pixel_ids: number[];
  password: string | null;
  disabled: 0 | 1;
  privacy: 0 | 1 | 2;
  privacy_password: string | null;
  expiration_url: string | null;
  /** YYYY-MM-DD */
  expiration_date: string | null;
  /** HH:MM */
  expiration_time: string | null;
  expiration_clicks: number | null;
  target_type: TargetType;
  country: TargetRule[];
  platform: TargetRule[];
  language: TargetRule[];
  rotation: Array<{ value: string }>;
  /** Laravel's JSON date form: 2024-05-01T10:00:00.000000Z */
  created_at: string;
  updated_at: string;
}

export interface Db {
  links: StoredLink[];
  pixels: StoredPixel[];
  domains: Domain[];
  spaces: Space[];
  /** Next ids to hand out; the server also never reuses an id already present in the arrays. */
  nextId: { links: number; pixels: number };
}

export interface SeedOptions {
  /** Number of links (default 30). */
  links?: number;
  /** Number of pixels (default 8). */
  pixels?: number;
  /** Pseudo-random seed: the same seed (and `now`) gives the same data. Default 1. */
  seed?: number;
  /** Reference time for "the last year" and expirations (default: start of the current UTC day). */
  now?: number;
}

/** Laravel serialises dates as ISO strings with microseconds; MySQL timestamps keep whole seconds. */
export function laravelDate(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, '.000000Z');
}
