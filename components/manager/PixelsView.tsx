import { t } from '../../lib/i18n';
import { formatPixelsState, parsePixelsState } from '../../lib/manager/pixels-state';
import { ManagerSection } from './ConnectionGate';
import { PixelsList } from './PixelsList';
import { useHashState } from './use-hash-params';
import './manager.css';

/** "Pixels": list, create, edit and delete, with the list's state in the URL. */
export function PixelsView() {
  const [state, change] = useHashState('pixels', parsePixelsState, formatPixelsState);
  return <ManagerSection title={t('managerPixelsTitle')}>{(client) => <PixelsList client={client} state={state} onChange={change} />}</ManagerSection>;
}

export default PixelsView;
