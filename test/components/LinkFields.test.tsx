// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkFields, type LinkFieldsProps } from '../../components/LinkFields';
import type { FieldErrors } from '../../lib/link-form/field-errors';
import { emptyLinkForm, type LinkFormState } from '../../lib/link-form/state';

afterEach(() => cleanup());

/** LinkFields with its state held the way a page holds it; `latest()` is the last value. */
function show(props: Partial<LinkFieldsProps> & { initial?: Partial<LinkFormState> } = {}) {
  let latest: LinkFormState = { ...emptyLinkForm(), ...props.initial };
  function Host() {
    const [value, setValue] = useState(latest);
    return (
      <LinkFields
        mode="create"
        {...props}
        value={value}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return () => latest;
}

const MORE = ['Password', 'Space', 'Disabled', 'Statistics', 'Expiration date', 'Expiration time', 'Expiration clicks', 'Expiration URL', 'Targeting type'];

describe('"More options" (create)', () => {
  it('labels every field, and leaves domain, alias and pixels to the popup', () => {
    show();
    for (const label of MORE) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.queryByLabelText('Destination URL')).toBeNull();
    expect(screen.queryByLabelText('Alias')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Pixels' })).toBeNull();
  });

  it('asks for the statistics password only with privacy "Password"', () => {
    const latest = show();
    expect(screen.queryByLabelText('Statistics password')).toBeNull();
    const privacy = screen.getByLabelText('Statistics') as HTMLSelectElement;
    expect([...privacy.options].map((o) => o.text)).toEqual(['Public', 'Private', 'Password']);
    fireEvent.change(privacy, { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText('Statistics password'), { target: { value: 'stats' } });
    expect(latest()).toMatchObject({ privacy: '2', privacyPassword: 'stats' });
  });

  it('writes each field to the form state', () => {
    const latest = show({ spaces: [{ id: 4, name: 'Work' }] });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.change(screen.getByLabelText('Space'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText('Disabled'));
    fireEvent.input(screen.getByLabelText('Expiration date'), { target: { value: '2030-01-31' } });
    fireEvent.input(screen.getByLabelText('Expiration time'), { target: { value: '13:45' } });
    fireEvent.input(screen.getByLabelText('Expiration clicks'), { target: { value: '100' } });
    fireEvent.input(screen.getByLabelText('Expiration URL'), { target: { value: 'https://example.com/gone' } });
    expect(latest()).toEqual({
      ...emptyLinkForm(),
      password: 'pw',
      spaceId: '4',
      disabled: true,
      expirationDate: '2030-01-31',
      expirationTime: '13:45',
      expirationClicks: '100',
      expirationUrl: 'https://example.com/gone',
    });
  });
});

describe('targeting', () => {
  it('offers the four types and the rules of the selected one, with language rules always', () => {
    show();
    const type = screen.getByLabelText('Targeting type') as HTMLSelectElement;
    expect([...type.options].map((o) => [o.value, o.text])).toEqual([['0', 'None'], ['1', 'Geographic'], ['2', 'Platform'], ['4', 'Rotation']]);
    expect(screen.getByRole('group', { name: 'Language rules' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Country rules' })).toBeNull();
    fireEvent.change(type, { target: { value: '1' } });
    expect(screen.getByRole('group', { name: 'Country rules' })).toBeTruthy();
    fireEvent.change(type, { target: { value: '2' } });
    expect(screen.getByRole('group', { name: 'Platform rules' })).toBeTruthy();
    fireEvent.change(type, { target: { value: '4' } });
    expect(screen.getByRole('group', { name: 'Rotation URLs' })).toBeTruthy();
  });

  it('edits country rows, with the codes offered as choices and focus in a new row', async () => {
    const latest = show({ initial: { targetType: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add country rule' }));
    const key = screen.getByLabelText('Country (rule 1)') as HTMLInputElement;
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(key);
    const list = document.getElementById(key.getAttribute('list')!) as HTMLDataListElement;
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toContain('US');
    fireEvent.input(key, { target: { value: 'US' } });
    fireEvent.input(screen.getByLabelText('URL (rule 1)'), { target: { value: 'https://example.com/us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add country rule' }));
    fireEvent.input(screen.getByLabelText('Country (rule 2)'), { target: { value: 'DE' } });
    expect(latest().country).toEqual([{ key: 'US', value: 'https://example.com/us' }, { key: 'DE', value: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove (rule 1)' }));
    expect(latest().country).toEqual([{ key: 'DE', value: '' }]);
  });

  it('offers the seven platforms as a choice', () => {
    show({ initial: { targetType: '2', platform: [{ key: '', value: '' }] } });
    const select = screen.getByLabelText('Platform (rule 1)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value).filter(Boolean)).toEqual(['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS']);
  });

  it('edits the list of rotation URLs', () => {
    const latest = show({ initial: { targetType: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rotation URL' }));
    fireEvent.input(screen.getByLabelText('Rotation URL 1'), { target: { value: 'https://a.example/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rotation URL' }));
    fireEvent.input(screen.getByLabelText('Rotation URL 2'), { target: { value: 'https://b.example/' } });
    expect(latest().rotation).toEqual(['https://a.example/', 'https://b.example/']);
  });
});

describe('edit mode and errors', () => {
  it('adds destination, alias and pixels (names and types) for editing', () => {
    const latest = show({ mode: 'edit', pixels: [{ id: 1, name: 'FB', type: 'facebook' }], initial: { url: 'https://x.example/', alias: 'a', pixelIds: [1, 9] } });
    expect((screen.getByLabelText('Destination URL') as HTMLInputElement).value).toBe('https://x.example/');
    const pixels = screen.getByRole('group', { name: 'Pixels' });
    expect((within(pixels).getByLabelText('FB (facebook)') as HTMLInputElement).checked).toBe(true);
    // A selected pixel missing from the list stays visible and can be removed.
    fireEvent.click(within(pixels).getByLabelText('#9'));
    expect(latest().pixelIds).toEqual([1]);
  });

  it('says a password is kept when left empty', () => {
    show({ mode: 'edit', hasPassword: true });
    expect(screen.getByText('A password is set. Leave empty to keep it.')).toBeTruthy();
  });

  it('announces each message with its field', () => {
    const errors: FieldErrors = { expiration_url: 'Enter a full URL.', 'country.0.value': 'Bad URL.' };
    show({ errors, initial: { targetType: '1', country: [{ key: 'US', value: 'x' }] } });
    for (const [label, message] of [['Expiration URL', 'Enter a full URL.'], ['URL (rule 1)', 'Bad URL.']]) {
      const field = screen.getByLabelText(label!);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const ids = field.getAttribute('aria-describedby')!.split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
  });
});
