/**
 * What a link got, in one line: its domain, space, pixels and preset, named as the person knows
 * them, so every shorten (the popup, the context menu's notification, a batch's rows) shows the
 * link is tracked. Names come from the link itself where the server nests them, else from the
 * account's lists; an id no list names is said as "#id".
 */
import { linkPixelIds, linkSpaceId, type Link } from '../api/schemas';
import { t } from '../i18n';
import { domainNameOf } from '../instance/domain-name';

export interface Named {
  id: number;
  name?: string | null;
}

export interface LinkSummary {
  domain: string;
  space: string | null;
  pixels: string[];
  preset: string | null;
}

export interface SummaryLists {
  spaces?: readonly Named[];
  pixels?: readonly Named[];
}

const nameIn = (id: number, ...lists: (readonly Named[] | undefined)[]) => lists.flatMap((list) => list ?? []).find((item) => item.id === id)?.name || `#${id}`;

/** The summary of `link`, made with `preset` (its name) if any. */
export function summaryOf(link: Link, lists: SummaryLists = {}, preset?: string | null): LinkSummary {
  const space = linkSpaceId(link);
  const nestedSpace = typeof link.space === 'object' && link.space ? [link.space] : [];
  const nestedPixels = (link.pixels ?? []).filter((p): p is Exclude<typeof p, number> => typeof p === 'object' && p !== null);
  return {
    domain: domainNameOf(link.short_url) ?? '',
    space: space ? nameIn(space, nestedSpace, lists.spaces) : null,
    pixels: linkPixelIds(link).map((id) => nameIn(id, nestedPixels, lists.pixels)),
    preset: preset || null,
  };
}

/** The summary in one line of text (a badge title, a batch's row): "Domain sho.rt · Space Marketing · Pixels FB main". */
export function summaryText(got: LinkSummary): string {
  return [
    t('linkGotDomain', got.domain),
    got.space ? t('linkGotSpace', got.space) : t('linkGotNoSpace'),
    got.pixels.length ? t('linkGotPixels', got.pixels.join(', ')) : t('linkGotNoPixels'),
    ...(got.preset ? [t('linkGotPreset', got.preset)] : []),
  ].join(' · ');
}
