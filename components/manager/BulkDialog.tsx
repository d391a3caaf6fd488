import { useId, useState } from 'preact/hooks';
import type { ApiVersion } from '../../lib/api/versions';
import { t, tCount } from '../../lib/i18n';
import type { PixelChoice } from '../../lib/instance/choices';
import type { BulkQuestion } from '../../lib/manager/bulk-confirm';
import { isFutureMoment, type BulkChange } from '../../lib/link-state/changes';
import { zoneName } from '../../lib/stats/period';
import { IdSelect, idOf, type IdOption } from '../link-fields/IdSelect';
import { PixelPicker } from '../link-fields/PixelPicker';
import { TextField } from '../link-fields/TextField';
import { Dialog } from '../Dialog';

/** The actions on the selection that ask for something first. */
export type BulkChoice = 'addPixels' | 'removePixels' | 'space' | 'until';

const TITLES = { addPixels: 'managerBulkAddPixels', removePixels: 'managerBulkRemovePixels', space: 'managerBulkMove', until: 'managerBulkUntil' } as const;

interface Props {
  choice: BulkChoice;
  count: number;
  /** What the change keeps and loses of each link (lib/manager/bulk-confirm.ts): this dialog is the one question asked. */
  question: BulkQuestion | null;
  version: ApiVersion;
  pixels: readonly PixelChoice[];
  spaces: readonly IdOption[];
  /** The account's time zone, in which the server reads a date. */
  timeZone: string | null;
  onApply(change: BulkChange): void;
  onClose(): void;
}

/**
 * What an action on the selected links needs to know: which pixels to add or remove, which space
 * to move them to, or when they stop working (v44: their expiry; v49: the end of their active
 * period). Applying closes it; the run shows in the selection's bar, with Stop.
 */
export function BulkDialog({ choice, count, question, version, pixels, spaces, timeZone, onApply, onClose }: Props) {
  const [ids, setIds] = useState<number[]>([]);
  const [space, setSpace] = useState('');
  const [at, setAt] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const zone = zoneName(timeZone);
  const title = version === 49 && choice === 'until' ? t('managerBulkUntil49') : t(TITLES[choice]);

  /** Says what is wrong at the field, and takes the focus there (the form stays as typed). */
  const refuse = (form: HTMLFormElement, message: string) => {
    setError(message);
    form.querySelector<HTMLElement>('input, select')?.focus();
  };
  const apply = (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (choice === 'addPixels' || choice === 'removePixels') {
      if (ids.length === 0) return refuse(form, t('managerBulkChoosePixels'));
      return onApply({ kind: choice, ids });
    }
    if (choice === 'space') {
      const spaceId = idOf(space.trim());
      if (spaceId !== null && !(Number.isSafeInteger(spaceId) && spaceId > 0)) return refuse(form, t('linkFormErrorId'));
      return onApply({ kind: 'space', id: spaceId });
    }
    if (!isFutureMoment(at, timeZone, Date.now())) return refuse(form, t('managerBulkUntilPast'));
    onApply({ kind: 'until', at });
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={apply} noValidate>
        <p>{tCount(count, { one: 'managerBulkAppliesOne', other: 'managerBulkAppliesOther' })}</p>
        {(choice === 'addPixels' || choice === 'removePixels') && (
          <PixelPicker
            id={`${id}-pixels`}
            legend={choice === 'addPixels' ? t('managerBulkPixelsToAdd') : t('managerBulkPixelsToRemove')}
            pixels={pixels}
            value={ids}
            onValue={(next) => {
              setIds(next);
              setError('');
            }}
            error={error || undefined}
          />
        )}
        {choice === 'space' && (
          <IdSelect
            id={`${id}-space`}
            label={t('managerBulkSpace')}
            value={space}
            options={spaces}
            noneLabel={t('optionsNoSpace')}
            onValue={(value) => {
              setSpace(value);
              setError('');
            }}
            error={error || undefined}
          />
        )}
        {choice === 'until' && (
          <TextField
            id={`${id}-until`}
            type="datetime-local"
            label={version === 49 ? t('linkFormActiveUntil') : t('managerBulkExpiresAt')}
            value={at}
            onValue={(value) => {
              setAt(value);
              setError('');
            }}
            error={error || undefined}
            hint={t(version === 49 ? 'managerBulkUntilHint49' : 'managerBulkUntilHint44', zone)}
          />
        )}
        {question?.lost && <p class="manager-ask-lost">{question.lost}</p>}
        {question && <p class="hint">{question.kept}</p>}
        <p class="hint">{t('managerSelectionPaced')}</p>
        <div class="manager-dialog-actions">
          {choice === 'until' && (
            <button type="button" class="manager-dialog-start" onClick={() => onApply({ kind: 'noEnd' })}>
              {version === 49 ? t('managerBulkNoPeriod') : t('managerBulkNoEnd')}
            </button>
          )}
          <button type="button" onClick={onClose}>
            {t('managerCancel')}
          </button>
          <button type="submit" class="primary">
            {t('managerBulkApply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
