import { useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { describeProblem } from '../../lib/problems/describe';
import { t } from '../../lib/i18n';
import type { Connection } from '../../lib/connection/connection';
import { ManagerSection } from '../manager/ConnectionGate';
import '../manager/manager.css';
import { BulkForm } from './BulkForm';
import { BulkResults } from './BulkResults';
import { useBatch } from './use-batch';

type ConnectProfile = (profileId?: string) => Promise<Connection>;

function BulkPanel({ client, connect }: { client: ApiClient; connect?: ConnectProfile }) {
  const state = useBatch(client, { connectProfile: connect });
  const [lastText, setLastText] = useState('');
  if (state.batch === undefined) {
    return (
      <p role="status" class="hint">
        {t('managerLoading')}
      </p>
    );
  }
  return (
    <>
      {state.problem && (
        <p role="alert" class="manager-error">
          {state.problem === 'profile' ? t('bulkProfileGone') : describeProblem(state.problem).text}
        </p>
      )}
      {state.busy && <p role="alert">{t('bulkBusy')}</p>}
      {state.batch ? (
        <BulkResults
          batch={state.batch}
          running={state.running}
          pausedUntil={state.pausedUntil}
          onRetry={state.retry}
          onContinue={() => state.batch && state.start(state.batch)}
          onStop={state.stop}
          onNew={() => {
            setLastText(state.batch?.input ?? '');
            state.clear();
          }}
        />
      ) : (
        <BulkForm client={client} initialText={lastText} onStart={state.start} />
      )}
    </>
  );
}

/**
 * "Shorten several URLs": a pasted list or the window's tabs, shortened one by one under the rate
 * limit. `connect`: the connection of a profile (the active one without an id).
 */
export function BulkView({ connect }: { connect?: ConnectProfile }) {
  return <ManagerSection title={t('bulkTitle')}>{(client) => <BulkPanel client={client} connect={connect} />}</ManagerSection>;
}
