import type { ConnectionOutcome } from '../../lib/connection/check';
import { ErrorNotice } from '../ErrorNotice';
import { outcomeText } from './outcome-text';

/**
 * The result of Save's check or "Test connection": success as a status, a problem as the notice
 * every page shows (no "Open settings": this is the settings).
 */
export function TestOutcome({ outcome, lead }: { outcome: ConnectionOutcome; lead?: string }) {
  if (outcome.kind === 'failed') return <ErrorNotice problem={outcome.problem} context={{ check: true }} lead={lead} />;
  return (
    <div class="outcome ok" role="status">
      <p>{outcomeText(outcome)}</p>
    </div>
  );
}
