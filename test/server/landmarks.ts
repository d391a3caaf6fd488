/**
 * Records of the seed that tests name instead of hard-coding ids: "a link in a space", "another
 * account's pixel"… found by what they are, so they follow the seed if it changes.
 */
import { DEFAULT_DOMAIN_ID } from './link-rules';
import { endsAt } from './link-view';
import { isMine, type Db, type Domain, type Space, type StoredLink, type StoredPixel } from './types';

export type Landmark = StoredLink | Domain | Space | StoredPixel;

const listed = (rules: unknown) => Array.isArray(rules) && rules.length > 0;
const keyed = (rules: unknown) => !!rules && typeof rules === 'object' && !Array.isArray(rules);

/** A link without any option set: no space, pixels, passwords, expiry or targeting. */
function plain(link: StoredLink): boolean {
  return (
    isMine(link) &&
    !link.space_id &&
    !link.pixel_ids.length &&
    !link.password &&
    !link.privacy &&
    !link.privacy_password &&
    !link.disabled &&
    !link.target_type &&
    !link.country &&
    !link.platform &&
    !link.language &&
    !link.rotation &&
    !link.targets &&
    !link.targets_type &&
    !link.expiration_date &&
    !link.active_period_end_at &&
    !link.expiration_clicks &&
    !link.expiration_url &&
    !link.sensitive_content &&
    link.domain_id !== 5
  );
}

export function landmarks(db: Db, now = Date.now()): Record<string, Landmark> {
  const mine = db.links.filter(isMine);
  const globalOther = db.domains.find((d) => d.user_id === 0 && d.id !== DEFAULT_DOMAIN_ID);
  const plainLink = mine.find(plain);
  const v44 = db.version === 44;
  const found: Record<string, Landmark | undefined> = {
    'domain.default': db.domains.find((d) => d.id === DEFAULT_DOMAIN_ID),
    'domain.own': db.domains.find((d) => isMine(d) && !d.index_page),
    'domain.other': db.domains.find((d) => d.user_id !== undefined && d.user_id > 0 && !isMine(d)),
    'domain.global': globalOther,
    'space.own': db.spaces.find(isMine),
    'space.other': db.spaces.find((s) => !isMine(s)),
    'pixel.own': db.pixels.filter(isMine)[0],
    'pixel.own2': db.pixels.filter(isMine)[1],
    'pixel.other': db.pixels.find((p) => !isMine(p)),
    'link.plain': plainLink,
    'link.plainSibling': mine.find((l) => l !== plainLink && l.domain_id === plainLink?.domain_id),
    'link.inSpace': mine.find((l) => l.space_id && !l.pixel_ids.length),
    'link.withPixels': mine.find((l) => l.pixel_ids.length >= 2),
    'link.password': mine.find((l) => l.password),
    'link.privateStats': mine.find((l) => l.privacy === 2 && l.privacy_password),
    'link.expiredClicks': mine.find((l) => (l.expiration_clicks ?? 0) > 0 && l.clicks >= (l.expiration_clicks ?? 0)),
    'link.expiredDate': mine.find((l) => (v44 ? Date.parse(endsAt(l) ?? '') < now : Date.parse(l.active_period_end_at ?? '') < now)),
    'link.disabled': mine.find((l) => l.disabled === 1),
    'link.sensitive': mine.find((l) => l.sensitive_content === 1),
    'link.targeted': mine.find((l) => (v44 ? listed(l.country) : listed(l.targets) && l.targets_type === 'countries')),
    'link.platformTargeted': mine.find((l) => listed(l.platform) && listed(l.rotation)),
    'link.keyed': mine.find((l) => keyed(v44 ? l.country : l.targets)),
    'link.globalDomain': mine.find((l) => l.domain_id === globalOther?.id),
    'link.withStats': mine.find((l) => db.clicks.some((c) => c.link_id === l.id)),
    'link.other': db.links.find((l) => !isMine(l)),
  };
  const result: Record<string, Landmark> = {};
  for (const [name, record] of Object.entries(found)) if (record) result[name] = record;
  return result;
}
