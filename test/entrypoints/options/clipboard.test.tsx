// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ClipboardPermission } from '../../../components/options/ClipboardPermission';
import { SettingsView } from '../../../components/options/SettingsView';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

const LABEL = 'Copy links made from the context menu and keyboard shortcut';
const CLIPBOARD = { permissions: ['clipboardWrite'] };
const HINT =
  'Your browser asks you to let Linklet “input data to the clipboard” (Firefox) or “modify data you copy and paste” (Chrome). Without it, such a link waits in Linklet’s popup for you to copy. In Firefox it also lets the popup copy a link it makes as soon as it opens.';
const box = () => screen.getByLabelText(LABEL) as HTMLInputElement;

/** The box once the first permission check has answered. */
async function ready(): Promise<HTMLInputElement> {
  await waitFor(() => expect(box().disabled).toBe(false));
  return box();
}

afterEach(() => cleanup());

describe('options: the clipboardWrite permission', () => {
  it('is a labelled checkbox, unticked while the permission is not held', async () => {
    installFakePermissions();
    render(<ClipboardPermission heading="Clipboard" />);
    expect((await ready()).checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'Clipboard' })).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toBe('clipboard-hint');
  });

  it('asks for the permission first and synchronously in the click, then ticks the box once granted', async () => {
    const fake = installFakePermissions({ answer: true });
    render(<ClipboardPermission heading="Clipboard" />);
    fireEvent.click(await ready());
    // No await between the click and here: the request must be made inside the click's gesture.
    expect(fake.permissions.request).toHaveBeenCalledTimes(1);
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    await waitFor(() => expect(box().checked).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not tick the box while the prompt is open: it shows the permission, not the click', async () => {
    const fake = installFakePermissions();
    fake.permissions.request.mockReturnValueOnce(new Promise<boolean>(() => undefined));
    render(<ClipboardPermission heading="Clipboard" />);
    fireEvent.click(await ready());
    await new Promise((r) => setTimeout(r, 20));
    expect(box().checked).toBe(false);
  });

  it('stays unticked and says what that means when the prompt is declined', async () => {
    const fake = installFakePermissions({ answer: false });
    render(<ClipboardPermission heading="Clipboard" />);
    fireEvent.click(await ready());
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not allowed. Links made from the context menu and keyboard shortcut wait in Linklet’s popup for you to copy.',
    );
    expect(box().checked).toBe(false);
  });

  it('gives the permission back when unticked', async () => {
    const fake = installFakePermissions({ granted: ['clipboardWrite'] });
    render(<ClipboardPermission heading="Clipboard" />);
    await waitFor(() => expect(box().checked).toBe(true));
    fireEvent.click(box());
    expect(fake.permissions.remove).toHaveBeenCalledWith(CLIPBOARD);
    expect(fake.permissions.request).not.toHaveBeenCalled();
    await waitFor(() => expect(box().checked).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the real permission live, changed anywhere', async () => {
    const fake = installFakePermissions();
    render(<ClipboardPermission heading="Clipboard" />);
    await ready();
    // Granted elsewhere (another options tab) and revoked in the browser's extension settings.
    await fake.permissions.request(CLIPBOARD);
    await waitFor(() => expect(box().checked).toBe(true));
    fake.revokePermission('clipboardWrite');
    await waitFor(() => expect(box().checked).toBe(false));
  });
});

// Firefox warns about clipboardWrite at install too ("Input data to the clipboard"), so it is
// optional there as well and asked for the same way (issue 16).
describe('options: clipboard in a Firefox build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('asks for the permission in the click, as on Chrome, and says the same', async () => {
    vi.stubEnv('FIREFOX', true as unknown as string);
    const fake = installFakePermissions({ answer: true });
    render(<ClipboardPermission heading="Clipboard" />);
    fireEvent.click(await ready());
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    await waitFor(() => expect(box().checked).toBe(true));
    expect(document.getElementById('clipboard-hint')!.textContent).toBe(HINT);
  });
});

describe('options: where the clipboard permission is', () => {
  it('says what it enables first: copying what the context menu and the shortcut make, without the popup', async () => {
    installFakePermissions();
    render(<ClipboardPermission heading="Clipboard" />);
    const section = (await ready()).closest('section')!;
    expect(section.textContent).toContain('“Shorten this page” or “Shorten this link”, or press Alt+Shift+K');
    expect(section.textContent).toContain('straight to your clipboard');
  });

  it('names the shortcut the browser has now, or says "the keyboard shortcut" when it has none', async () => {
    installFakePermissions();
    const commands = { getAll: vi.fn(async () => [{ name: 'shorten-current-page', shortcut: 'Ctrl+Shift+Y' }]) };
    (fakeBrowser as unknown as { commands: typeof commands }).commands = commands;
    render(<ClipboardPermission heading="Clipboard" />);
    await screen.findByText(/or press Ctrl\+Shift\+Y:/);
    cleanup();
    commands.getAll.mockResolvedValue([{ name: 'shorten-current-page', shortcut: '' }]);
    render(<ClipboardPermission heading="Clipboard" />);
    await screen.findByText(/or press the keyboard shortcut:/);
  });

  it('is the first run’s last step, optional, under a heading no larger than the welcome’s, and its prompt is asked in the click', async () => {
    const fake = installFakePermissions({ answer: true });
    fakeApi();
    render(<SettingsView welcome />);
    const heading = await screen.findByRole('heading', { name: 'Copy links from the context menu and the keyboard shortcut (optional)' });
    expect(heading.tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Welcome to Linklet' }).tagName).toBe('H2');
    const steps = heading.closest('ol')!.children;
    expect(steps[steps.length - 1]!.contains(heading)).toBe(true);
    fireEvent.click(await ready());
    // In the click itself: the prompt needs its gesture.
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    await waitFor(() => expect(box().checked).toBe(true));
    // One control for the permission on the page.
    expect(screen.getAllByLabelText(LABEL)).toHaveLength(1);
  });

  it('the first run’s step says so when the prompt is refused', async () => {
    installFakePermissions({ answer: false });
    fakeApi();
    render(<SettingsView welcome />);
    fireEvent.click(await ready());
    expect((await screen.findByRole('alert')).textContent).toContain('Not allowed.');
    expect(box().checked).toBe(false);
  });

  it('is under "Context menu and shortcuts" in the settings afterwards', async () => {
    installFakePermissions();
    fakeApi();
    render(<SettingsView welcome={false} />);
    const group = await screen.findByRole('region', { name: 'Context menu and shortcuts' });
    expect(group.contains(await ready())).toBe(true);
    expect(screen.getByRole('heading', { name: 'Clipboard' }).tagName).toBe('H3');
  });
});
