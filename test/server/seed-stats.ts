/**
 * Seeded visits for the statistics endpoint: the account's first five links and the second
 * account's link get a few dozen to a few hundred clicks each over the 90 days before `now`,
 * from a generator of their own so the links themselves do not change.
 */
import { pick, prng, type Rng } from './seed-pages';
import { isMine, type Click, type Db } from './types';

const DAY = 86_400_000;

const PLACES: Array<[string, string, string[]]> = [
  ['US', 'United States', ['New York', 'Springfield, IL', 'Austin']],
  ['DE', 'Germany', ['Berlin', 'Hamburg']],
  ['GB', 'United Kingdom', ['London', 'Leeds']],
  ['FR', 'France', ['Paris', 'Lyon']],
  ['JP', 'Japan', ['Tokyo']],
  ['BR', 'Brazil', ['São Paulo']],
  ['IN', 'India', ['Bengaluru', 'Mumbai']],
];
const BROWSERS = ['Chrome', 'Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'];
const SYSTEMS: Array<[string, string]> = [
  ['Windows', 'desktop'],
  ['OS X', 'desktop'],
  ['Linux', 'desktop'],
  ['Android', 'mobile'],
  ['iOS', 'mobile'],
  ['iOS', 'tablet'],
];
const LANGUAGES = ['en', 'en', 'de', 'fr', 'ja', 'pt'];
const REFERRERS = [null, null, 'news.ycombinator.com', 'www.google.com', 't.co', 'www.reddit.com'];

function visit(rng: Rng, linkId: number, at: number): Click {
  const [code, country, cities] = pick(rng, PLACES);
  const [os, device] = pick(rng, SYSTEMS);
  // A few visits have no known place, as when the geo database has no answer.
  const known = rng() > 0.05;
  return {
    link_id: linkId,
    at,
    country: known ? `${code}:${country}` : null,
    city: known ? `${code}:${pick(rng, cities)}` : null,
    browser: pick(rng, BROWSERS),
    os,
    device,
    language: pick(rng, LANGUAGES),
    referrer: pick(rng, REFERRERS),
  };
}

export function seedClicks(db: Db, now: number, seed: number): void {
  const rng = prng(seed * 7919 + 13);
  const mine = db.links.filter(isMine).slice(0, 5);
  const others = db.links.filter((link) => !isMine(link));
  for (const link of [...mine, ...others]) {
    const start = Math.max(Date.parse(link.created_at), now - 90 * DAY);
    const count = 30 + Math.floor(rng() * 170);
    const times = Array.from({ length: count }, () => start + Math.floor(rng() * Math.max(1, now - start)));
    for (const at of times.sort((a, b) => a - b)) db.clicks.push(visit(rng, link.id, at));
    link.clicks = Math.max(link.clicks, count);
  }
}
