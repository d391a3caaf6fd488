import { linkIsDisabled, type Link } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import { t } from '../../lib/i18n';
import { isOpenable, openInNewTab } from '../../lib/manager/open-url';
import { RowMenu } from './RowMenu';

/** What a row asks its list to open for its link. */
export type RowRequest = 'edit' | 'delete' | 'qr' | 'stats';

interface Props {
  link: Link;
  version: ApiVersion;
  /** The id of the row's short URL, which describes each action. */
  describedBy: string;
  statsOffered: boolean;
  busy: boolean;
  onToggle(): void;
  onRequest(kind: RowRequest, link: Link): void;
}

/** A link row's "More": Edit, Open, QR code, Statistics, Disable or Enable (v44), Delete. Copy is beside the link itself. */
export function LinkRowActions({ link, version, describedBy, statsOffered, busy, onToggle, onRequest }: Props) {
  const disabled = linkIsDisabled(link);
  return (
    <RowMenu
      describedBy={describedBy}
      items={[
        { label: t('managerEdit'), onSelect: () => onRequest('edit', link) },
        { label: t('managerOpen'), onSelect: () => openInNewTab(link.short_url), disabled: !isOpenable(link.short_url) },
        { label: t('managerQr'), onSelect: () => onRequest('qr', link) },
        ...(statsOffered ? [{ label: t('statsOpen'), onSelect: () => onRequest('stats', link) }] : []),
        // v49 has no disabled links.
        ...(version === 44 ? [{ label: disabled ? t('managerEnable') : t('managerDisable'), onSelect: onToggle, disabled: busy }] : []),
        { label: t('managerDelete'), onSelect: () => onRequest('delete', link), danger: true },
      ]}
    />
  );
}
