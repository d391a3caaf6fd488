import { createContext } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { MessageKey } from '../../lib/i18n';

/** A part of the current view the side navigation links to: its anchor and its heading. */
export interface SideSection {
  id: string;
  heading: MessageKey;
}

/** How a view hands the page's side navigation its parts (OptionsPage.tsx lists them under the views). */
export const SideSections = createContext<(sections: readonly SideSection[]) => void>(() => undefined);

/** The view's parts, listed in the side navigation while the view is shown. */
export function useSideSections(sections: readonly SideSection[]): void {
  const publish = useContext(SideSections);
  const key = sections.map((section) => section.id).join();
  useEffect(() => {
    publish(sections);
    return () => publish([]);
  }, [key]);
}
