import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { FieldMessages } from './TextField';

interface PixelPickerProps {
  id: string;
  /** null while loading; `'failed'` when the list could not be read. */
  pixels: Pixel[] | null | 'failed';
  value: number[];
  onValue(value: number[]): void;
  error?: string;
}

/** Checkboxes with each pixel's name and type; selected ids the list lacks stay selectable. */
export function PixelPicker({ id, pixels, value, onValue, error }: PixelPickerProps) {
  const list = Array.isArray(pixels) ? pixels : [];
  const unknown = value.filter((pid) => !list.some((p) => p.id === pid));
  const toggle = (pid: number, on: boolean) => onValue(on ? [...value.filter((v) => v !== pid), pid] : value.filter((v) => v !== pid));
  const box = (pid: number, name: string, type?: string | null) => (
    <label class="check" key={pid}>
      <input type="checkbox" checked={value.includes(pid)} onChange={(e) => toggle(pid, e.currentTarget.checked)} />
      {name}
      {type && <span class="hint"> ({type})</span>}
    </label>
  );
  return (
    <fieldset class="pixels" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('linkFormPixels')}</legend>
      {pixels === null && <p class="hint">{t('linkFormPixelsLoading')}</p>}
      {pixels === 'failed' && <p class="hint">{t('linkFormPixelsFailed')}</p>}
      {Array.isArray(pixels) && list.length === 0 && unknown.length === 0 && <p class="hint">{t('linkFormPixelsNone')}</p>}
      <div class="pixel-list">
        {list.map((p) => box(p.id, p.name || t('linkFormRecordNumber', String(p.id)), p.type))}
        {unknown.map((pid) => box(pid, t('linkFormRecordNumber', String(pid))))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
