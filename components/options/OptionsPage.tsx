import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { parseRoute } from '../../lib/manager/route';
import { VIEWS, type OptionsView } from './views';

/** The view named by `#<view>` or `#<view>?<query>`; the first view otherwise (a malformed hash too). */
export function viewFor(hash: string, views: readonly OptionsView[] = VIEWS): OptionsView {
  const { view: name } = parseRoute(hash);
  return views.find((view) => view.id === name) ?? views[0]!;
}

/** Title, nav between the views, and the current view. */
export function OptionsPage({ welcome }: { welcome: boolean }) {
  const [hash, setHash] = useState(location.hash);
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
  return (
    <div class="options-page">
      <header>
        <h1>{t('optionsTitle')}</h1>
        <nav aria-label={t('optionsNavLabel')}>
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
      </header>
      <main class="options">
        <current.Component welcome={welcome} />
      </main>
    </div>
  );
}
