import type { ConnectionOutcome } from '../../lib/connection/check';
import { ErrorNotice } from '../ErrorNotice';
import { outcomeText } from './outcome-text';

/**
 * The result of Save's check or "Test connection": success as a status, a problem as the notice
 * every page shows (no "Open settings": this is the settings).
 */
export function TestOutcome({ outcome }: { outcome: ConnectionOutcome }) {
  if (outcome.kind === 'failed') return <ErrorNotice problem={outcome.problem} context={{ check: true }} />;
  return (
    <div class="outcome ok" role="status">
      <p>{outcomeText(outcome)}</p>
    </div>
  );
}
