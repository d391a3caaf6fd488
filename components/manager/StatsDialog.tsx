import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { SETTINGS_HREF } from '../../lib/manager/route';
import type { StatsView as View } from '../stats/StatsView';
import { Dialog } from '../Dialog';

interface Props {
  link: Link;
  client: ApiClient;
  timeZone: string | null;
  onClose(): void;
}

/** The row's statistics; the view (chart, lists) is loaded on first use, not with the options page. */
export function StatsDialog({ link, client, timeZone, onClose }: Props) {
  const [StatsView, setStatsView] = useState<FunctionComponent<Parameters<typeof View>[0]> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('../stats/StatsView').then(
      (module) => live && setStatsView(() => module.StatsView),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Dialog title={t('statsTitle', link.short_url)} onClose={onClose} wide>
      {StatsView ? (
        <StatsView client={client} linkId={link.id} linkClicks={link.clicks} timeZone={timeZone} settings={SETTINGS_HREF} />
      ) : failed ? (
        <p role="alert" class="manager-error">
          {t('statsLoadFailed')}
        </p>
      ) : (
        <p role="status" class="hint">
          {t('managerLoading')}
        </p>
      )}
      <div class="manager-dialog-actions">
        <button type="button" onClick={onClose} autoFocus>
          {t('managerClose')}
        </button>
      </div>
    </Dialog>
  );
}
