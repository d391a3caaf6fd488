import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { summaryOf, type SummaryLists } from '../../lib/shorten/summary';

/** What the link got, as quiet chips under it: its domain, space, pixels and preset. */
export function LinkGot({ link, lists, preset }: { link: Link; lists: SummaryLists; preset?: string }) {
  const got = summaryOf(link, lists, preset);
  const chips = [
    t('linkGotDomain', got.domain),
    got.space ? t('linkGotSpace', got.space) : t('linkGotNoSpace'),
    got.pixels.length ? t('linkGotPixels', got.pixels.join(', ')) : t('linkGotNoPixels'),
    ...(got.preset ? [t('linkGotPreset', got.preset)] : []),
  ];
  return (
    <ul class="link-got" aria-label={t('linkGotLabel')}>
      {chips.map((chip) => (
        <li key={chip} class="chip">
          {chip}
        </li>
      ))}
    </ul>
  );
}
