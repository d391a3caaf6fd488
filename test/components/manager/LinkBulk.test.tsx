// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LinksView } from '../../../components/manager/LinksView';
import type { Link, LinkListQuery } from '../../../lib/api/schemas';
import { instanceFacts, storeFacts } from '../../fakes/client';
import { serveClient, fakeClient, link, page, type FakeClient } from './fake-client';

// Acting on many links at once (issue 41): a selection that survives paging, actions that ask what
// first, one paced request per link that needs one, Stop, and each link's result.
let client: FakeClient;
const PIXELS = [
  { id: 1, name: 'FB main' },
  { id: 2, name: 'GA site' },
];
const LINKS = [1, 2, 3, 4, 5].map((id) => link(id, { pixels: id === 5 ? [] : [PIXELS[0]!, PIXELS[1]!], space: { id: 9, name: 'Campaigns' } }));

beforeEach(async () => {
  history.replaceState(null, '', '#links?per_page=10');
  client = fakeClient();
  await serveClient(client);
  // Page 1: links 1–3; page 2: links 4–5.
  client.links.list.mockImplementation(async (query: LinkListQuery) =>
    query.page === 2 ? page(LINKS.slice(3), { current_page: 2, last_page: 2, total: 5 }) : page(LINKS.slice(0, 3), { current_page: 1, last_page: 2, total: 5 }),
  );
  client.links.update.mockImplementation(async (id: number, input: { pixel_ids?: number[] }) => {
    const before = LINKS.find((l) => l.id === id)!;
    return { ...before, pixels: input.pixel_ids ? PIXELS.filter((p) => input.pixel_ids!.includes(p.id)) : before.pixels };
  });
});
afterEach(() => cleanup());

const show = () => render(<LinksView />);
const table = async () => within(await screen.findByRole('table'));
const select = async (short: string) => fireEvent.click((await table()).getByRole('checkbox', { name: `Select ${short}` }));
const bar = () => within(screen.getByRole('region', { name: 'Selected links' }));
const toPage = (n: number) => fireEvent.click(screen.getByRole('button', { name: n === 2 ? 'Next' : 'Previous' }));

describe('the selection', () => {
  it('survives paging, counted on every page and on this one, and is cleared by another filter', async () => {
    show();
    await select('sho.rt/a1');
    await select('sho.rt/a3');
    toPage(2);
    await select('sho.rt/a4');
    expect(screen.getByText('3 links selected (1 on this page)')).toBeTruthy();
    toPage(1);
    await (await table()).findByText('sho.rt/a1');
    expect(((await table()).getByRole('checkbox', { name: 'Select sho.rt/a1' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('3 links selected (2 on this page)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByText(/links? selected/)).toBeNull());
  });

  it('“Clear selection” clears every page', async () => {
    show();
    await select('sho.rt/a2');
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/links? selected/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Selected links' })).toBeNull();
  });
});

describe('an action on the selection', () => {
  it('removes a pixel: one PATCH per link that has it, with its other pixels; a link without it costs nothing', async () => {
    show();
    await select('sho.rt/a1');
    await select('sho.rt/a2');
    toPage(2);
    await select('sho.rt/a5');
    fireEvent.click(bar().getByRole('button', { name: 'Remove pixels…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove pixels' }));
    expect(dialog.getByText('For the 3 selected links.')).toBeTruthy();
    // Nothing chosen: said at the field, nothing sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('Choose at least one pixel.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('checkbox', { name: /GA site/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Remove pixels: 2 links changed, 1 was already so.');
    expect(client.links.update.mock.calls.map(([id, input, options]) => [id, input, options.method])).toEqual([
      [1, { pixel_ids: [1] }, 'PATCH'],
      [2, { pixel_ids: [1] }, 'PATCH'],
    ]);
    // Each link's result, under "Each link".
    expect(bar().getByText('Each link')).toBeTruthy();
    expect(
      bar()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sho.rt/a1: changed', 'sho.rt/a2: changed', 'sho.rt/a5: already so, nothing sent']);
  });

  it('moves to a space and out of any', async () => {
    show();
    await select('sho.rt/a1');
    fireEvent.click(bar().getByRole('button', { name: 'Move to space…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move to a space' }));
    fireEvent.change(dialog.getByLabelText('Space'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Move to a space: 1 link changed.');
    expect(client.links.update.mock.calls[0]!.slice(0, 2)).toEqual([1, { space_id: null }]);
  });

  it('sets an expiry only in the future, said at the field with the account’s zone', async () => {
    await storeFacts(instanceFacts(44, 'https://sho.rt', { timezone: 'Europe/Berlin' }));
    show();
    await select('sho.rt/a1');
    fireEvent.click(bar().getByRole('button', { name: 'Expiry…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the expiry' }));
    const field = dialog.getByLabelText('Expires at');
    await waitFor(() => expect(dialog.getByText(/Europe\/Berlin/)).toBeTruthy());
    fireEvent.input(field, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('Choose a date and time still to come.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('2020-01-01T10:00');
    expect(client.links.update).not.toHaveBeenCalled();
    fireEvent.input(field, { target: { value: '2099-12-31T23:59' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Set the expiry: 1 link changed.');
    expect(client.links.update.mock.calls[0]!.slice(0, 2)).toEqual([1, { expiration_date: '2099-12-31', expiration_time: '23:59' }]);
  });

  it('stops at Stop: the link on its way is answered, the others are listed as not done, and Continue goes on with them', async () => {
    let answer: (link: Link) => void = () => {};
    client.links.update.mockImplementationOnce((id: number) => new Promise((done) => (answer = () => done({ ...LINKS[id - 1]!, disabled: 1 }))));
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    await bar().findByText('Disable: 0 of 3 done…');
    // The buttons are disabled while it runs: the focus goes to Stop, then to what the run did.
    await waitFor(() => expect(document.activeElement).toBe(bar().getByRole('button', { name: 'Stop' })));
    fireEvent.click(bar().getByRole('button', { name: 'Stop' }));
    await bar().findByText(/stopping once the request on its way is answered/);
    answer(LINKS[0]!);
    const said = await screen.findByText('Disable: 1 link changed, 2 not done (stopped).');
    await waitFor(() => expect(document.activeElement).toBe(said.parentElement));
    expect(client.links.update).toHaveBeenCalledTimes(1);
    fireEvent.click(bar().getByRole('button', { name: 'Continue with the 2 links not done' }));
    await screen.findByText('Disable: 2 links changed.');
    expect(client.links.update.mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
  });

  it('“Select all 5 that match” asks once naming 5, reads every page, and changes each match', async () => {
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 5 that match' }));
    expect(bar().getByText('All 5 links that match are selected')).toBeTruthy();
    fireEvent.click(bar().getByRole('button', { name: 'Disable' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable 5 links?' }));
    expect(client.links.update).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Change 5 links' }));
    await screen.findByText('Disable: 5 links changed.');
    expect(client.links.update.mock.calls.map(([id]) => id)).toEqual([1, 2, 3, 4, 5]);
    // The matches were read at the server's largest page, the view's search and filters kept.
    expect(client.links.list.mock.calls.some(([query]) => query.per_page === 100 && query.page === 2)).toBe(true);
    // Done: the selection ends (what matches changed).
    await waitFor(() => expect(screen.queryByText('All 5 links that match are selected')).toBeNull());
  });

  it('Stop while the matches are read changes nothing', async () => {
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 5 that match' }));
    // The server never answers; the request ends with the Stop, as a real fetch's does.
    client.links.list.mockImplementation(
      (_query: LinkListQuery, options?: { signal?: AbortSignal }) =>
        new Promise((_, fail) => options?.signal?.addEventListener('abort', () => fail(options.signal!.reason))),
    );
    fireEvent.click(bar().getByRole('button', { name: 'Disable' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Disable 5 links?' })).getByRole('button', { name: 'Change 5 links' }));
    fireEvent.click(await bar().findByRole('button', { name: 'Stop' }));
    await screen.findByText('Disable: stopped while reading the links that match; no link was changed.');
    expect(client.links.update).not.toHaveBeenCalled();
  });
});

describe('the table’s optional columns', () => {
  it('show the space and the pixels by name, and are remembered', async () => {
    const first = show();
    await (await table()).findByText('sho.rt/a1');
    expect(screen.queryByRole('columnheader', { name: 'Pixels' })).toBeNull();
    const columns = within(screen.getByRole('group', { name: 'Columns' }));
    fireEvent.click(columns.getByRole('checkbox', { name: 'Space' }));
    fireEvent.click(columns.getByRole('checkbox', { name: 'Pixels' }));
    const row = within((await table()).getByText('sho.rt/a1').closest('tr')!);
    expect(row.getByText('Campaigns')).toBeTruthy();
    // Every pixel named whole, a list item each (a screen reader hears two).
    expect(row.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Campaigns', 'FB main', 'GA site']);
    await waitFor(async () => expect(await fakeBrowser.storage.local.get('linksColumns')).toEqual({ linksColumns: { space: true, pixels: true } }));
    first.unmount();
    show();
    await screen.findByRole('columnheader', { name: 'Pixels' });
  });
});

describe('v49 states', () => {
  it('“Not active yet” reads the links’ states itself, a hundred a request, without the server’s status filter', async () => {
    history.replaceState(null, '', '#links?status=4');
    client = fakeClient(49);
    await serveClient(client);
    const soon = link(8, { disabled: undefined, active_from: '2099-01-01T00:00:00.000000Z', active_until: '2099-02-01T00:00:00.000000Z' });
    client.links.list.mockResolvedValue(page([link(9, { disabled: undefined }), soon, link(7, { disabled: undefined })], { last_page: 1 }));
    show();
    await (await table()).findByText('sho.rt/a8');
    expect((await table()).queryByText('sho.rt/a9')).toBeNull();
    const asked = client.links.list.mock.calls.filter(([, options]) => options?.signal).map(([query]) => query);
    expect(asked).toEqual([{ sort_by: 'id', sort: 'desc', per_page: 100, page: 1 }]);
    expect(within((await table()).getByText('sho.rt/a8').closest('tr')!).getByText('Not active yet')).toBeTruthy();
  });
});
