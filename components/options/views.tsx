import type { ComponentType } from 'preact';
import { t } from '../../lib/i18n';
import { BulkViewLazy, LinksViewLazy, PixelsViewLazy } from './lazy-views';
import { SettingsView } from './SettingsView';

export interface ViewProps {
  /** The page was opened by the first-run welcome (`?welcome=1`). */
  welcome: boolean;
}

export interface OptionsView {
  /** Its name in the URL hash: `options.html#<id>` (a view may add `?query` after it). */
  id: string;
  label(): string;
  Component: ComponentType<ViewProps>;
}

/** The options page's views, in nav order; the first is shown when the hash names none. */
export const VIEWS: readonly OptionsView[] = [
  { id: 'settings', label: () => t('optionsNavSettings'), Component: SettingsView },
  { id: 'links', label: () => t('managerNavLinks'), Component: LinksViewLazy },
  { id: 'pixels', label: () => t('managerNavPixels'), Component: PixelsViewLazy },
  { id: 'bulk', label: () => t('managerNavBulk'), Component: BulkViewLazy },
];
