import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { pixelTypeName, type PixelOption } from './pixel-option';

interface ManyPixelsProps {
  /** id of the filter box. */
  id: string;
  pixels: readonly PixelOption[];
  selected: number;
  /** One pixel's checkbox, as the picker draws it. */
  box(id: number, name: string, type?: string | null): ComponentChildren;
  /** The boxes of selected ids the list lacks (always shown). */
  unknown: ComponentChildren;
}

/**
 * A long pixel list (PixelPicker, above MANY_PIXELS): a filter by name or type, and how many
 * are selected, since the selected ones may be scrolled or filtered out of sight. Filtering
 * hides boxes, never unselects them. Loaded only for such lists.
 */
export function ManyPixels({ id, pixels, selected, box, unknown }: ManyPixelsProps) {
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const shown = words ? pixels.filter((p) => `${p.name ?? ''} ${p.type ?? ''} ${pixelTypeName(p.type)}`.toLowerCase().includes(words)) : pixels;
  return (
    <>
      {/* On one line: the list it filters stays in sight (theme.css, shared by the popup and the options page). */}
      <div class="pixel-filter">
        <label for={id}>{t('linkFormPixelsFilter')}</label>
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellcheck={false}
          value={filter}
          onInput={(e) => setFilter(e.currentTarget.value)}
          aria-describedby={`${id}-count`}
        />
      </div>
      <p class="hint" id={`${id}-count`} role="status">
        {t('linkFormPixelsSelected', [String(selected), String(pixels.length)])}
        {words && shown.length === 0 ? ` ${t('linkFormPixelsNoMatch')}` : ''}
      </p>
      <div class="pixel-list">
        {shown.map((p) => box(p.id, p.name || t('linkFormRecordNumber', String(p.id)), p.type))}
        {unknown}
      </div>
    </>
  );
}
