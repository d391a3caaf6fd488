import { useEffect, useState } from 'preact/hooks';
import { Popup } from '../../../components/popup/Popup';
import type { ApiClient } from '../../../lib/api';
import { startPopup, type PopupStart } from '../../../lib/popup/start';

/**
 * The popup as the toolbar opens it (lib/popup/start.ts, then components/popup/Popup.tsx), with
 * `client` as the client its start makes (a test/fakes/client.ts client; null: the stored URL or
 * key is refused). No module is stood in for: the client is what the start is handed.
 */
export function PopupUnderTest({ search = '', client }: { search?: string; client: unknown }) {
  const [start, setStart] = useState<PopupStart | null>(null);
  useEffect(() => {
    const connect = () => {
      if (!client) throw new Error('refused');
      return client as ApiClient;
    };
    void startPopup(search, { make: connect }).then(setStart);
  }, []);
  return start ? <Popup start={start} /> : null;
}
