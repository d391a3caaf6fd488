import { useMemo } from 'preact/hooks';
import type { Connection } from '../../lib/connection';
import { t } from '../../lib/i18n';
import { withChange } from '../../lib/manager/params';
import { formatPixelsState, parsePixelsState, type PixelsState } from '../../lib/manager/pixels-state';
import { ConnectionGate } from './ConnectionGate';
import { PixelsList } from './PixelsList';
import { useHashParams } from './useHashParams';
import './manager.css';

interface Props {
  /** For tests; the page uses the stored settings and key. */
  connect?: () => Promise<Connection>;
}

/** "Pixels": list, create, edit and delete, with the list's state in the URL. */
export function PixelsView({ connect }: Props) {
  const [params, setParams] = useHashParams('pixels');
  const state = useMemo(() => parsePixelsState(params), [params]);
  const change = (patch: Partial<PixelsState>) => setParams(formatPixelsState(withChange(state, patch)));
  return (
    <section class="manager" aria-labelledby="manager-pixels-title">
      <h2 id="manager-pixels-title">{t('managerPixelsTitle')}</h2>
      <ConnectionGate connect={connect}>{(client) => <PixelsList client={client} state={state} onChange={change} />}</ConnectionGate>
    </section>
  );
}

export default PixelsView;
