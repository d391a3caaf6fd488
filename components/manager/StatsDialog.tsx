import type { VersionedClient } from '../../lib/api/client';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { SETTINGS_HREF } from '../../lib/manager/route';
import { Dialog } from '../Dialog';
import { lazy } from '../lazy';

const StatsView = lazy(() => import('../stats/StatsView').then((m) => m.StatsView), 'statsLoadFailed');

interface Props {
  link: Link;
  client: VersionedClient;
  timeZone: string | null;
  onClose(): void;
}

/** The row's statistics (the view, chart and lists, is loaded on first use). */
export function StatsDialog({ link, client, timeZone, onClose }: Props) {
  return (
    <Dialog title={t('statsTitle', link.short_url)} onClose={onClose} wide>
      <StatsView client={client} linkId={link.id} linkClicks={link.clicks} timeZone={timeZone} settings={SETTINGS_HREF} />
      <div class="manager-dialog-actions">
        <button type="button" onClick={onClose} autoFocus>
          {t('managerClose')}
        </button>
      </div>
    </Dialog>
  );
}
