/**
 * GET /account: the profile, the plan with its features (v49 dropped `link_disabling`), and the
 * web-UI defaults, which the API itself never applies.
 */
import { createHash } from 'node:crypto';
import { ok, type Reply } from './replies';
import type { Ctx } from './routes';
import type { Db, Features } from './types';

/** Every feature on, as the recordings' plan had; counts unlimited. */
export const ALL_FEATURES: Features = {
  api: 1,
  links: -1,
  spaces: -1,
  domains: -1,
  pixels: -1,
  link_stats: 1,
  link_targeting: 1,
  link_expiration: 1,
  link_password: 1,
  link_disabling: 1,
  link_utm: 1,
  global_domains: 1,
  link_deep: 1,
  data_export: 1,
};

function planFeatures(db: Db): Partial<Features> {
  const features: Partial<Features> = { ...db.features };
  if (db.version === 49) delete features.link_disabling;
  return features;
}

export function showAccount({ db, origin }: Ctx): Reply {
  const a = db.account;
  // v44 shows a Gravatar; v49 the uploaded avatar or the stock image of the instance.
  const avatar =
    db.version === 44
      ? `https://www.gravatar.com/avatar/${createHash('md5').update(a.email.trim().toLowerCase()).digest('hex')}?s=96&d=identicon&r=g`
      : `${origin}/img/user.png`;
  return ok({
    id: a.id,
    name: a.name,
    email: a.email,
    avatar_url: avatar,
    locale: a.locale,
    timezone: a.timezone,
    plan: { id: a.plan.id, name: a.plan.name, features: planFeatures(db) },
    default_domain: a.default_domain,
    default_space: a.default_space,
    default_stats: a.default_stats,
    created_at: a.created_at,
  });
}
