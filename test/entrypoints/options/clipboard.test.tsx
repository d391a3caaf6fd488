// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    render(<ClipboardPermission />);
    expect((await ready()).checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'Clipboard' })).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toBe('clipboard-hint');
  });

  it('asks for the permission first and synchronously in the click, then ticks the box once granted', async () => {
    const fake = installFakePermissions({ answer: true });
    render(<ClipboardPermission />);
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
    render(<ClipboardPermission />);
    fireEvent.click(await ready());
    await new Promise((r) => setTimeout(r, 20));
    expect(box().checked).toBe(false);
  });

  it('stays unticked and says what that means when the prompt is declined', async () => {
    const fake = installFakePermissions({ answer: false });
    render(<ClipboardPermission />);
    fireEvent.click(await ready());
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not allowed. Links made from the context menu and keyboard shortcut wait in Linklet’s popup for you to copy.',
    );
    expect(box().checked).toBe(false);
  });

  it('gives the permission back when unticked', async () => {
    const fake = installFakePermissions({ granted: ['clipboardWrite'] });
    render(<ClipboardPermission />);
    await waitFor(() => expect(box().checked).toBe(true));
    fireEvent.click(box());
    expect(fake.permissions.remove).toHaveBeenCalledWith(CLIPBOARD);
    expect(fake.permissions.request).not.toHaveBeenCalled();
    await waitFor(() => expect(box().checked).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the real permission live, changed anywhere', async () => {
    const fake = installFakePermissions();
    render(<ClipboardPermission />);
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
    render(<ClipboardPermission />);
    fireEvent.click(await ready());
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    await waitFor(() => expect(box().checked).toBe(true));
    expect(document.getElementById('clipboard-hint')!.textContent).toBe(HINT);
  });
});

describe('options: the settings view', () => {
  it('shows the checkbox, and the first-run welcome mentions it', async () => {
    installFakePermissions();
    fakeApi();
    render(<SettingsView welcome />);
    await screen.findByLabelText(LABEL);
    const welcome = screen.getByRole('heading', { name: 'Welcome to Linklet' }).parentElement!;
    expect(welcome.textContent).toContain('context menu');
    expect(welcome.textContent).toContain('“Clipboard”');
  });

  it('the first-run welcome asks for the clipboard in a step of its own, with the reason (Chrome)', async () => {
    const fake = installFakePermissions({ answer: true });
    fakeApi();
    render(<SettingsView welcome />);
    const step = await screen.findByRole('group', { name: 'Copy links from the context menu and the keyboard shortcut' });
    expect(step.textContent).toContain('“modify data you copy and paste”');
    expect(step.textContent).toContain('waits in Linklet’s popup');
    const allow = screen.getByRole('button', { name: 'Allow copying' });
    await waitFor(() => expect((allow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(allow);
    // In the click itself: the prompt needs its gesture.
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    await screen.findByText(/^Copying is allowed/);
    expect(screen.queryByRole('button', { name: 'Allow copying' })).toBeNull();
    // The Clipboard box below follows.
    await waitFor(() => expect(box().checked).toBe(true));
  });

  it('the welcome step says so when the prompt is refused, and keeps the button', async () => {
    const fake = installFakePermissions({ answer: false });
    fakeApi();
    render(<SettingsView welcome />);
    const allow = await screen.findByRole('button', { name: 'Allow copying' });
    await waitFor(() => expect((allow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(allow);
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    expect((await screen.findByRole('alert')).textContent).toContain('Not allowed.');
    expect(screen.getByRole('button', { name: 'Allow copying' })).toBeTruthy();
  });
});
