/**
 * The demo's account as a marketing team's would look: the reference server's seed (shared with
 * the tests, which rely on its names) renamed in place after it starts, so the screenshots show a
 * studio's domains, campaign spaces and named pixels, never a test fixture's `sho.rt`.
 */
import type { Db } from '../test/server';
import { isMine } from '../test/server/types';
import { INSTANCE_HOST } from './demo-hosts';

/** By seed id: the instance's own short domain first (global), then the team's, then another account's. */
const DOMAINS: Record<number, string> = {
  1: INSTANCE_HOST,
  2: 'acme.link',
  3: 'l.acme-studio.com',
  4: 'go.northpeak-agency.com',
  5: 'share.acme-studio.com',
};
const SPACES: Record<number, string> = { 1: 'Spring launch', 2: 'Newsletter', 3: 'Social', 4: 'Clients' };
/** By seed type: the names a team gives its pixels. */
const PIXELS: Record<string, string> = {
  facebook: 'Meta — main',
  'google-analytics': 'GA4 — acme-studio.com',
  'google-tag-manager': 'Tag Manager — website',
  'google-ads': 'Google Ads — spring sale',
  linkedin: 'LinkedIn — B2B',
  pinterest: 'Pinterest — catalogue',
  bing: 'Microsoft Ads',
  x: 'X — launch posts',
};

export function dressForDemo(db: Db): void {
  for (const domain of db.domains) {
    domain.name = DOMAINS[domain.id] ?? domain.name;
    if (domain.index_page) domain.index_page = 'https://www.acme-studio.com/';
  }
  for (const space of db.spaces) space.name = SPACES[space.id] ?? space.name;
  for (const pixel of db.pixels) {
    // The seed numbers repeats ("Facebook main 2"); the number stays with the new name.
    const repeat = /\s(\d+)$/.exec(pixel.name)?.[1];
    const name = isMine(pixel) ? PIXELS[pixel.type] : undefined;
    if (name) pixel.name = repeat ? `${name} ${repeat}` : name;
  }
  db.account = { ...db.account, name: 'Dana Whitfield', email: 'dana@acme-studio.com' };
}
