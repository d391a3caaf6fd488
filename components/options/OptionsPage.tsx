import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { parseRoute } from '../../lib/manager/route';
import { BrandMark } from '../BrandMark';
import { SideSections, type SideSection } from './side-sections';
import { VIEWS, type OptionsView } from './views';

/** The view named by `#<view>` or `#<view>?<query>`; the first view otherwise (a malformed hash too). */
export function viewFor(hash: string, views: readonly OptionsView[] = VIEWS): OptionsView {
  const { view: name } = parseRoute(hash);
  return views.find((view) => view.id === name) ?? views[0]!;
}

/**
 * The side navigation (the brand, the views: Settings, Links, Pixels, Shorten several; then the
 * current view's sections), and the current view under its own title.
 */
export function OptionsPage({ welcome }: { welcome: boolean }) {
  const [hash, setHash] = useState(location.hash);
  const [sections, setSections] = useState<readonly SideSection[]>([]);
  useEffect(() => {
    const sync = () => setHash(location.hash);
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
    };
  }, []);
  const current = viewFor(hash);
  // The window's title names the view too: a Links tab reads as the Links manager, not as "settings".
  useEffect(() => {
    document.title = current === VIEWS[0] ? t('optionsTitle') : t('optionsDocumentTitle', current.label());
  }, [current]);
  return (
    <div class="options-page">
      <header class="options-side">
        <BrandMark />
        <nav aria-label={t('optionsNavLabel')} class="options-views">
          <ul>
            {VIEWS.map((view) => (
              <li key={view.id}>
                <a href={`#${view.id}`} aria-current={view === current ? 'page' : undefined}>
                  {view.label()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.length > 0 && (
          <nav class="on-this-page" aria-label={t('optionsOnThisPage')}>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{t(section.heading)}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main class="options">
        <h1 class="view-title">{current.label()}</h1>
        <SideSections.Provider value={setSections}>
          <current.Component welcome={welcome} />
        </SideSections.Provider>
      </main>
    </div>
  );
}
