/** The shared fakes (test/fakes/client.ts), as the manager tests import them. */
export { serveClient, fakeClient, link, page, pixel, type FakeClient } from '../../fakes/client';

import { fireEvent, within } from '@testing-library/preact';

/** A row's action behind its "More" (RowMenu.tsx): "More" pressed, the action returned to be pressed. */
export function rowMenuItem(row: HTMLElement | ReturnType<typeof within>, name: string | RegExp): HTMLElement {
  const scope = row instanceof HTMLElement ? within(row) : row;
  fireEvent.click(scope.getByRole('button', { name: 'More' }));
  return scope.getByRole('button', { name });
}
