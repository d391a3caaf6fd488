import { t } from '../../lib/i18n';
import { useLatest } from '../use-latest';
import { pixelTypeName, type PixelOption } from './pixel-option';
import { ManyPixels as Many } from './ManyPixels';
import { FieldMessages } from './TextField';

/** Above this many pixels, a filter box and "N selected" keep the choice usable. */
export const MANY_PIXELS = 8;

interface PixelPickerProps {
  id?: string;
  /** null while loading; `'failed'` when the list could not be read. */
  pixels: readonly PixelOption[] | null | 'failed';
  value: number[];
  onValue(value: number[]): void;
  error?: string;
  /** The group's name ("Pixels" without it). */
  legend?: string;
  /** Said when there are none ("No pixels yet." without it). */
  noneText?: string;
  /** The page already says how its lists are loading or why they failed: the group says nothing of it. */
  quiet?: boolean;
  /** Why the list could not be read, when known ("The pixels could not be loaded." without it). */
  failedText?: string;
  /** Said while `pixels` is null, when that is not loading ("Loading pixels…" without it), e.g. nothing is connected yet. */
  pendingText?: string;
}

/** Checkboxes with each pixel's name and type; selected ids the list lacks stay selectable. */
export function PixelPicker({ id, pixels, value, onValue, error, legend, noneText, quiet, failedText, pendingText }: PixelPickerProps) {
  const list = Array.isArray(pixels) ? pixels : [];
  const unknown = value.filter((pid) => !list.some((p) => p.id === pid));
  const ids = useLatest(value, onValue);
  const toggle = (pid: number, on: boolean) => {
    const now = ids.current().filter((v) => v !== pid);
    ids.set(on ? [...now, pid] : now);
  };
  const box = (pid: number, name: string, type?: string | null) => (
    <label class="check" key={pid}>
      <input type="checkbox" checked={value.includes(pid)} onChange={(e) => toggle(pid, e.currentTarget.checked)} />
      {name}
      {type && <span class="hint"> ({pixelTypeName(type)})</span>}
    </label>
  );
  return (
    <fieldset class="pixels" id={id} aria-describedby={id && error ? `${id}-error` : undefined}>
      <legend>{legend ?? t('linkFormPixels')}</legend>
      {pixels === null && !quiet && <p class="hint">{pendingText ?? t('linkFormPixelsLoading')}</p>}
      {pixels === 'failed' && !quiet && <p class="hint">{failedText ? t('linkFormPixelsFailedBecause', failedText) : t('linkFormPixelsFailed')}</p>}
      {Array.isArray(pixels) && list.length === 0 && unknown.length === 0 && <p class="hint">{noneText ?? t('linkFormPixelsNone')}</p>}
      {list.length > MANY_PIXELS ? (
        <Many
          id={`${id ?? 'pixels'}-filter`}
          pixels={list}
          selected={value.length}
          box={box}
          unknown={unknown.map((pid) => box(pid, t('linkFormRecordNumber', String(pid))))}
        />
      ) : (
        <div class="pixel-list">
          {list.map((p) => box(p.id, p.name || t('linkFormRecordNumber', String(p.id)), p.type))}
          {unknown.map((pid) => box(pid, t('linkFormRecordNumber', String(pid))))}
        </div>
      )}
      {id && <FieldMessages id={id} error={error} />}
    </fieldset>
  );
}
