import { t } from '../../lib/i18n';
import type { PixelChoice } from '../../lib/instance-extras';

interface PixelChoicesProps {
  pixels: PixelChoice[];
  value: number[];
  /** true while the list is loading, so "none" is not claimed too early. */
  loading: boolean;
  onValue(value: number[]): void;
}

/** "Default pixels": one checkbox per pixel, with its name and type. Saved ids the list lacks stay listed. */
export function PixelChoices({ pixels, value, loading, onValue }: PixelChoicesProps) {
  const unknown = value.filter((id) => !pixels.some((p) => p.id === id));
  const toggle = (id: number, on: boolean) => onValue(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  const box = (id: number, name: string, type?: string) => (
    <label class="check" key={id}>
      <input type="checkbox" checked={value.includes(id)} onChange={(e) => toggle(id, e.currentTarget.checked)} />
      {name}
      {type && <span class="hint"> ({type})</span>}
    </label>
  );
  return (
    <fieldset class="pixel-choices">
      <legend>{t('optionsDefaultPixels')}</legend>
      {!loading && pixels.length === 0 && unknown.length === 0 && <p class="hint">{t('optionsPixelsNone')}</p>}
      <div class="pixel-list">
        {pixels.map((p) => box(p.id, p.name ?? t('optionsRecordNumber', String(p.id)), p.type))}
        {unknown.map((id) => box(id, t('optionsRecordNumber', String(id))))}
      </div>
    </fieldset>
  );
}
