// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { ComponentProps } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { idOf, IdSelect, idText } from '../../../components/link-fields/IdSelect';

afterEach(() => cleanup());

const OPTIONS = [
  { id: 1, name: 'sho.rt' },
  { id: 2, name: '' },
];

type Props = ComponentProps<typeof IdSelect>;

/** IdSelect with its value held as a page holds it; `values` are what reached `onValue`. */
function show(props: Partial<Props> & Pick<Props, 'label'>, initial = '') {
  const values: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <IdSelect
        {...({ options: OPTIONS, ...props } as Props)}
        value={value}
        onValue={(next) => {
          values.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return values;
}

const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('IdSelect: what every use shares', () => {
  it.each([
    ['input', {}],
    ['change', { commit: 'change' }],
    ['apply', { commit: 'apply', applyLabel: 'Apply' }],
  ] as const)('%s: the empty choice, the options by name (or #id), and "Other ID…" opening "<label> ID"', (_, mode) => {
    show({ id: 'domain', label: 'Domain', noneLabel: 'All', ...mode });
    expect(optionTexts('Domain')).toEqual(['All', 'sho.rt', '#2', 'Other ID…']);
    fireEvent.change(select('Domain'), { target: { value: 'other' } });
    expect(screen.getByLabelText('Domain ID')).toBeTruthy();
  });

  it('asks to choose without a label for the empty choice', () => {
    show({ id: 'space', label: 'Space' });
    expect(optionTexts('Space')).toEqual(['Choose…', 'sho.rt', '#2', 'Other ID…']);
  });

  it('a chosen option reaches onValue as its id, the empty choice as ""', () => {
    const values = show({ id: 'space', label: 'Space' });
    fireEvent.change(select('Space'), { target: { value: '1' } });
    fireEvent.change(select('Space'), { target: { value: '' } });
    expect(values).toEqual(['1', '']);
  });

  it('names a hint with the select, and generates ids when none is given', () => {
    show({ label: 'Space', hint: 'From your links' });
    const hint = screen.getByText('From your links');
    expect(select('Space').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('converts between ids and their text', () => {
    expect([idText(null), idText(7), idOf(''), idOf('7')]).toEqual(['', '7', null, 7]);
  });
});

describe('IdSelect, commit "input" (link forms)', () => {
  it('without options is a lone id field with a hint', () => {
    const values = show({ id: 'domain', label: 'Domain', options: [] });
    const field = screen.getByLabelText('Domain');
    expect(field.tagName).toBe('INPUT');
    expect(screen.getByText('A number, as your instance shows it.')).toBeTruthy();
    fireEvent.input(field, { target: { value: '17' } });
    expect(values).toEqual(['17']);
  });

  it('passes what is typed as it is typed, and shows an id the options lack as typed', () => {
    const values = show({ id: 'domain', label: 'Domain' }, '1');
    fireEvent.change(select('Domain'), { target: { value: 'other' } });
    const typed = screen.getByLabelText('Domain ID');
    fireEvent.input(typed, { target: { value: 'x' } });
    expect(values).toEqual(['', 'x']);
    cleanup();
    show({ id: 'domain', label: 'Domain' }, '99');
    expect(select('Domain').value).toBe('other');
    expect((screen.getByLabelText('Domain ID') as HTMLInputElement).value).toBe('99');
  });

  it('puts the form’s error on the field shown, without an alert (the form moves the focus)', () => {
    show({ id: 'domain', label: 'Domain', error: 'Choose a domain.' });
    expect(select('Domain').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a domain.').getAttribute('role')).toBeNull();
  });
});

describe('IdSelect, commit "change" (settings)', () => {
  const change = { id: 'default-space', label: 'Default space', commit: 'change' } as const;
  const type = (field: HTMLElement, value: string) => {
    fireEvent.input(field, { target: { value } });
    fireEvent.change(field, { target: { value } });
  };

  it('commits a typed id when the field is left, refusing what is not one with an alert', () => {
    const values = show(change, '1');
    fireEvent.change(select('Default space'), { target: { value: 'other' } });
    const typed = screen.getByLabelText('Default space ID') as HTMLInputElement;
    expect(typed.value).toBe('1');
    fireEvent.input(typed, { target: { value: '4' } });
    expect(values).toEqual([]);
    type(typed, 'abc');
    expect(screen.getByRole('alert').textContent).toBe('Enter an ID: a whole number of 1 or more.');
    expect(typed.getAttribute('aria-invalid')).toBe('true');
    expect(values).toEqual([]);
    type(typed, ' 007 ');
    expect(values).toEqual(['7']);
    expect(screen.queryByRole('alert')).toBeNull();
    type(typed, '');
    expect(values).toEqual(['7', '']);
  });

  it('shows a value set elsewhere in the typed field', () => {
    const values: string[] = [];
    const { rerender } = render(<IdSelect {...change} options={OPTIONS} value="42" onValue={(v) => values.push(v)} />);
    expect((screen.getByLabelText('Default space ID') as HTMLInputElement).value).toBe('42');
    rerender(<IdSelect {...change} options={OPTIONS} value="43" onValue={(v) => values.push(v)} />);
    expect((screen.getByLabelText('Default space ID') as HTMLInputElement).value).toBe('43');
  });

  it('keeps the select without options, so an id can be typed before any list is read', () => {
    const values = show({ ...change, options: [] });
    fireEvent.change(select('Default space'), { target: { value: 'other' } });
    type(screen.getByLabelText('Default space ID'), '5');
    expect(values).toEqual(['5']);
  });
});

describe('IdSelect, commit "apply" (filters)', () => {
  const apply = { label: 'Domain', commit: 'apply', applyLabel: 'Apply', class: 'manager-control' } as const;

  it('opens an entry with the focus, applies a valid id only, and then lists it as “#id”', async () => {
    const values = show(apply);
    fireEvent.change(select('Domain'), { target: { value: 'other' } });
    const typed = screen.getByLabelText('Domain ID') as HTMLInputElement;
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(typed);
    fireEvent.input(typed, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an ID: a whole number of 1 or more.');
    fireEvent.input(typed, { target: { value: '12' } });
    fireEvent.submit(typed.closest('form')!);
    expect(values).toEqual(['12']);
    expect(screen.queryByLabelText('Domain ID')).toBeNull();
    expect(select('Domain').value).toBe('12');
    expect(optionTexts('Domain')).toContain('#12');
  });

  it('starts the entry with the listed id it replaces', () => {
    show(apply, '12');
    fireEvent.change(select('Domain'), { target: { value: 'other' } });
    expect((screen.getByLabelText('Domain ID') as HTMLInputElement).value).toBe('12');
  });
});
