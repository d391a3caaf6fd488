// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ClipboardPermission } from '../../../components/options/ClipboardPermission';
import { SettingsView } from '../../../components/options/SettingsView';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

const LABEL = 'Copy links made from the context menu and keyboard shortcut';
const CLIPBOARD = { permissions: ['clipboardWrite'] };
const box = () => screen.getByLabelText(LABEL) as HTMLInputElement;

/** The box once the first permission check has answered. */
async function ready(): Promise<HTMLInputElement> {
  await waitFor(() => expect(box().disabled).toBe(false));
  return box();
}

afterEach(() => cleanup());

describe('options: the clipboardWrite permission (Chrome)', () => {
  it('is a labelled checkbox, unticked while the permission is not held', async () => {
    installFakePermissions();
    render(<ClipboardPermission firefox={false} />);
    expect((await ready()).checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'Clipboard' })).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toBe('clipboard-hint');
  });

  it('asks for the permission first and synchronously in the click, then ticks the box once granted', async () => {
    const fake = installFakePermissions({ answer: true });
    render(<ClipboardPermission firefox={false} />);
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
    render(<ClipboardPermission firefox={false} />);
    fireEvent.click(await ready());
    await new Promise((r) => setTimeout(r, 20));
    expect(box().checked).toBe(false);
  });

  it('stays unticked and says what that means when the prompt is declined', async () => {
    const fake = installFakePermissions({ answer: false });
    render(<ClipboardPermission firefox={false} />);
    fireEvent.click(await ready());
    expect(fake.permissions.request).toHaveBeenCalledWith(CLIPBOARD);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not allowed. Links made from the context menu and keyboard shortcut wait in Linklet’s popup for you to copy.',
    );
    expect(box().checked).toBe(false);
  });

  it('gives the permission back when unticked', async () => {
    const fake = installFakePermissions({ granted: ['clipboardWrite'] });
    render(<ClipboardPermission firefox={false} />);
    await waitFor(() => expect(box().checked).toBe(true));
    fireEvent.click(box());
    expect(fake.permissions.remove).toHaveBeenCalledWith(CLIPBOARD);
    expect(fake.permissions.request).not.toHaveBeenCalled();
    await waitFor(() => expect(box().checked).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the real permission live, changed anywhere', async () => {
    const fake = installFakePermissions();
    render(<ClipboardPermission firefox={false} />);
    await ready();
    // Granted elsewhere (another options tab) and revoked in the browser's extension settings.
    await fake.permissions.request(CLIPBOARD);
    await waitFor(() => expect(box().checked).toBe(true));
    fake.revokePermission('clipboardWrite');
    await waitFor(() => expect(box().checked).toBe(false));
  });
});

describe('options: clipboard on Firefox', () => {
  it('is ticked and disabled, says Firefox allows it already, and asks for nothing', async () => {
    const fake = installFakePermissions();
    render(<ClipboardPermission firefox />);
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
    expect(screen.getByText('Firefox allows this already: nothing to do here.')).toBeTruthy();
    fireEvent.click(box());
    expect(fake.permissions.request).not.toHaveBeenCalled();
    expect(fake.permissions.contains).not.toHaveBeenCalled();
  });
});

describe('options: the settings view', () => {
  it('shows the checkbox, and the first-run welcome mentions it', async () => {
    installFakePermissions();
    fakeApi();
    render(<SettingsView welcome />);
    await screen.findByLabelText(LABEL);
    const welcome = screen.getByRole('heading', { name: 'Welcome to Linklet' }).parentElement!;
    expect(welcome.textContent).toContain('context menu or the keyboard shortcut');
    expect(welcome.textContent).toContain('“Clipboard”');
  });
});
