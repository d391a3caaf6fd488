// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkFields, type LinkFieldsProps } from '../../components/link-fields/LinkFields';
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
        version={44}
        {...props}
        value={value}
        onChange={(change) => {
          latest = change(latest);
          setValue(latest);
        }}
      />
    );
  }
  render(<Host />);
  return () => latest;
}

/** The same meaning has the same accessible name in both versions. */
const BOTH = ['Link password', 'Space', 'Statistics', 'Click limit', 'Expiration URL', 'Targeting type'];
const V44_ONLY = ['Disabled', 'Expiration date', 'Expiration time'];
const V49_ONLY = ['Active from', 'Active until', 'Sensitive content'];
const label = (text: string) => screen.queryByLabelText(text);

describe('"More options" (create), per version', () => {
  it('v44: its own fields, labelled, and domain, alias and pixels left to the popup', () => {
    show({ version: 44 });
    for (const text of [...BOTH, ...V44_ONLY]) expect(label(text), text).toBeTruthy();
    for (const text of V49_ONLY) expect(label(text), text).toBeNull();
    expect(label('Destination URL')).toBeNull();
    expect(label('Alias')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Pixels' })).toBeNull();
  });

  it('v49: the active period and the sensitive-content warning, no "Disabled" and no expiration date', () => {
    show({ version: 49 });
    for (const text of [...BOTH, ...V49_ONLY]) expect(label(text), text).toBeTruthy();
    for (const text of V44_ONLY) expect(label(text), text).toBeNull();
  });

  it('asks for the statistics password only with privacy "Password"', () => {
    const latest = show();
    expect(label('Statistics password')).toBeNull();
    const privacy = screen.getByLabelText('Statistics') as HTMLSelectElement;
    expect([...privacy.options].map((o) => o.text)).toEqual(['Public', 'Private', 'Password']);
    fireEvent.change(privacy, { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText('Statistics password'), { target: { value: 'stats' } });
    expect(latest()).toMatchObject({ privacy: '2', statsPassword: 'stats' });
  });

  it('v44: writes each field to the form state', () => {
    const latest = show({ spaces: [{ id: 4, name: 'Work' }] });
    fireEvent.input(screen.getByLabelText('Link password'), { target: { value: 'pw' } });
    fireEvent.change(screen.getByLabelText('Space'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText('Disabled'));
    fireEvent.input(screen.getByLabelText('Expiration date'), { target: { value: '2030-01-31' } });
    fireEvent.input(screen.getByLabelText('Expiration time'), { target: { value: '13:45' } });
    fireEvent.input(screen.getByLabelText('Click limit'), { target: { value: '100' } });
    fireEvent.input(screen.getByLabelText('Expiration URL'), { target: { value: 'https://example.com/gone' } });
    expect(latest()).toEqual({
      ...emptyLinkForm(),
      linkPassword: 'pw',
      spaceId: '4',
      disabled: true,
      expirationDate: '2030-01-31',
      expirationTime: '13:45',
      clickLimit: '100',
      expirationUrl: 'https://example.com/gone',
    });
  });

  it('v49: writes the period and the warning, and says dates are in the account’s time zone', () => {
    const latest = show({ version: 49, timeZone: 'Europe/Berlin' });
    fireEvent.input(screen.getByLabelText('Active from'), { target: { value: '2030-01-01T08:00' } });
    fireEvent.input(screen.getByLabelText('Active until'), { target: { value: '2030-02-01T08:00' } });
    fireEvent.click(screen.getByLabelText('Sensitive content'));
    expect(latest()).toMatchObject({ activeFrom: '2030-01-01T08:00', activeUntil: '2030-02-01T08:00', sensitiveContent: true });
    expect(screen.getByText("In your account's time zone (Europe/Berlin).")).toBeTruthy();
  });
});

describe('what the plan does not include', () => {
  it('is left out, and a note names it', () => {
    show({ features: { link_password: 0, link_targeting: 0, link_disabling: 0, spaces: 0 } });
    expect(label('Link password')).toBeNull();
    expect(label('Disabled')).toBeNull();
    expect(label('Space')).toBeNull();
    expect(label('Targeting type')).toBeNull();
    expect(label('Statistics')).toBeTruthy();
    expect(screen.getByText('Not in your plan: Link password, Disabled, Targeting.')).toBeTruthy();
  });

  it('v49: statistics need the statistics feature; rotations need none', () => {
    show({ version: 49, features: { link_stats: 0, link_targeting: 0 } });
    expect(label('Statistics')).toBeNull();
    const type = screen.getByLabelText('Targeting type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.value)).toEqual(['', 'rotations']);
  });
});

describe('targeting', () => {
  it('v44: the four kinds, each with its own rules', () => {
    show();
    const type = screen.getByLabelText('Targeting type') as HTMLSelectElement;
    expect([...type.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'None'],
      ['country', 'Country'],
      ['platform', 'Platform'],
      ['language', 'Language'],
      ['rotation', 'Rotation'],
    ]);
    expect(screen.queryByRole('group', { name: 'Country rules' })).toBeNull();
    for (const [value, group] of [
      ['country', 'Country rules'],
      ['platform', 'Platform rules'],
      ['language', 'Language rules'],
      ['rotation', 'Rotation URLs'],
    ]) {
      fireEvent.change(type, { target: { value } });
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
  });

  it('v49: the seven kinds; devices by name with the keys the server wants', () => {
    const latest = show({ version: 49, initial: { targetType: 'devices', rules: { devices: [{ key: '', value: '' }] } } });
    const type = screen.getByLabelText('Targeting type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual([
      'None',
      'Continents',
      'Countries',
      'Operating systems',
      'Browsers',
      'Languages',
      'Devices',
      'Rotations',
    ]);
    const device = screen.getByLabelText('Device (rule 1)') as HTMLSelectElement;
    expect([...device.options].filter((o) => o.value).map((o) => [o.value, o.text])).toEqual([
      ['desktop', 'Desktop'],
      ['mobile', 'Mobile'],
      ['tablet', 'Tablet'],
      ['watch', 'Watch'],
      ['television', 'Television'],
    ]);
    fireEvent.change(device, { target: { value: 'mobile' } });
    expect(latest().rules.devices).toEqual([{ key: 'mobile', value: '' }]);
  });

  it('edits country rows, with the codes offered as choices and focus in a new row', async () => {
    const latest = show({ initial: { targetType: 'country' } });
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
    expect(latest().rules.country).toEqual([
      { key: 'US', value: 'https://example.com/us' },
      { key: 'DE', value: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove (rule 1)' }));
    expect(latest().rules.country).toEqual([{ key: 'DE', value: '' }]);
  });

  it('moves the focus into a new row as it is drawn, but not out of a field the user already went into', () => {
    show({ initial: { targetType: 'rotation' } });
    const add = screen.getByRole('button', { name: 'Add rotation URL' });
    add.focus();
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Rotation URL 2'));
    // Added while the first field has the focus (clicked into before the row was drawn): the keys typed next go there.
    const first = screen.getByLabelText('Rotation URL 1') as HTMLInputElement;
    first.focus();
    fireEvent.click(add);
    expect(screen.getByLabelText('Rotation URL 3')).toBeDefined();
    expect(document.activeElement).toBe(first);
  });

  it('names the country or language a typed code stands for, under its field', () => {
    show({
      initial: {
        targetType: 'country',
        rules: {
          country: [
            { key: 'fr', value: '' },
            { key: 'XX', value: '' },
          ],
        },
      },
    });
    const known = screen.getByLabelText('Country (rule 1)');
    expect(document.getElementById(known.getAttribute('aria-describedby')!)?.textContent).toBe('France');
    expect(screen.getByLabelText('Country (rule 2)').getAttribute('aria-describedby')).toBeNull();
    cleanup();
    show({ version: 49, initial: { targetType: 'languages', rules: { languages: [{ key: 'DE', value: '' }] } } });
    const language = screen.getByLabelText('Language (rule 1)');
    expect(document.getElementById(language.getAttribute('aria-describedby')!)?.textContent).toBe('German');
  });

  it('keeps the rows of a kind while another is chosen', () => {
    const latest = show({ initial: { targetType: 'country', rules: { country: [{ key: 'US', value: 'https://u.example/' }] } } });
    fireEvent.change(screen.getByLabelText('Targeting type'), { target: { value: 'platform' } });
    fireEvent.change(screen.getByLabelText('Targeting type'), { target: { value: 'country' } });
    expect((screen.getByLabelText('Country (rule 1)') as HTMLInputElement).value).toBe('US');
    expect(latest().rules.country).toHaveLength(1);
  });

  it('offers the seven platforms as a choice', () => {
    show({ initial: { targetType: 'platform', rules: { platform: [{ key: '', value: '' }] } } });
    const select = screen.getByLabelText('Platform (rule 1)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value).filter(Boolean)).toEqual(['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS']);
  });

  it('edits the list of rotation URLs, whose first field is there from the start', () => {
    const latest = show({ initial: { targetType: 'rotation' } });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.input(screen.getByLabelText('Rotation URL 1'), { target: { value: 'https://a.example/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rotation URL' }));
    fireEvent.input(screen.getByLabelText('Rotation URL 2'), { target: { value: 'https://b.example/' } });
    expect(latest().rules.rotation).toEqual([
      { key: '', value: 'https://a.example/' },
      { key: '', value: 'https://b.example/' },
    ]);
  });
});

describe('edit mode and errors', () => {
  it('adds destination, alias and pixels (names and types) for editing', () => {
    const latest = show({
      mode: 'edit',
      pixels: [{ id: 1, name: 'FB', type: 'facebook' }],
      initial: { url: 'https://x.example/', alias: 'a', pixelIds: [1, 9] },
    });
    expect((screen.getByLabelText('Destination URL') as HTMLInputElement).value).toBe('https://x.example/');
    const pixels = screen.getByRole('group', { name: 'Pixels' });
    expect((within(pixels).getByLabelText('FB (Facebook)') as HTMLInputElement).checked).toBe(true);
    // A selected pixel missing from the list stays visible and can be removed.
    fireEvent.click(within(pixels).getByLabelText('#9'));
    expect(latest().pixelIds).toEqual([1]);
  });

  it('says a password is kept when left empty', () => {
    show({ mode: 'edit', hasPassword: true });
    expect(screen.getByText('A password is set. Leave empty to keep it.')).toBeTruthy();
  });

  it('announces each message with its field', () => {
    const errors: FieldErrors = { expirationUrl: 'Enter a full URL.', 'rules.country.0.value': 'Bad URL.' };
    show({ errors, initial: { targetType: 'country', rules: { country: [{ key: 'US', value: 'x' }] } } });
    for (const [text, message] of [
      ['Expiration URL', 'Enter a full URL.'],
      ['URL (rule 1)', 'Bad URL.'],
    ]) {
      const field = screen.getByLabelText(text!);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const ids = field.getAttribute('aria-describedby')!.split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
  });
});
