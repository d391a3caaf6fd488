/**
 * Where a form shows a field's message (keyed by the form's field names): at the field when the
 * form of that mode and version has it, in the alert otherwise; and which messages go once their
 * field is edited.
 */
import { describe, expect, it } from 'vitest';
import type { ApiVersion } from '../../../lib/api/versions';
import { clearChangedErrors, isFormField, isMoreOptionsField, placeErrors, type FormMode } from '../../../lib/link-form/field-errors';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';

const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...emptyLinkForm(), domainId: '1', ...patch });

describe('where a form shows a message', () => {
  const shown = form({
    targetType: 'platform',
    rules: { platform: [{ key: 'iOS', value: '' }], language: [{ key: '', value: '' }], devices: [{ key: 'mobile', value: '' }] },
  });

  it.each<[string, FormMode, ApiVersion | undefined, boolean]>([
    ['domainId', 'create', 44, true],
    ['domainId', 'edit', 44, false],
    // The create form has the address to shorten too.
    ['url', 'create', 44, true],
    ['url', 'edit', 49, true],
    ['alias', 'edit', 49, true],
    ['pixelIds', 'create', 49, true],
    ['pixelIds.1', 'create', 49, false],
    ['spaceId', 'create', 49, true],
    ['targetType', 'edit', 44, true],
    ['linkPassword', 'create', 44, true],
    ['linkPassword', 'create', 49, true],
    ['statsPassword', 'edit', 49, true],
    ['privacy', 'edit', 49, true],
    ['clickLimit', 'create', 49, true],
    ['expirationUrl', 'create', 44, true],
    ['disabled', 'edit', 44, true],
    ['disabled', 'edit', 49, false],
    ['expirationDate', 'create', 44, true],
    ['expirationTime', 'create', 49, false],
    ['activeFrom', 'create', 49, true],
    ['activeUntil', 'create', 44, false],
    ['sensitiveContent', 'edit', 49, true],
    ['sensitiveContent', 'edit', 44, false],
    // Without a version, any option has a place (the form shows the version its messages came from).
    ['sensitiveContent', 'edit', undefined, true],
    ['disabled', 'create', undefined, true],
    ['rules.platform.0.value', 'create', 44, true],
    ['rules.platform.0.key', 'edit', 44, true],
    ['rules.platform.1.value', 'create', 44, false],
    ['rules.language.0.key', 'create', 44, false],
    ['rules.devices.0.key', 'create', 49, false],
    ['rules.platform', 'create', 44, false],
    ['clickLimit.0', 'create', 44, false],
    ['password', 'create', 44, false],
    ['title', 'create', 44, false],
    ['constructor', 'create', 49, false],
  ])('%s in the %s form (v%s) → %s', (key, mode, version, expected) => {
    expect(isFormField(key, shown, mode, version)).toBe(expected);
  });

  it("places a rotation's message at its first row even before a row was added (the list always shows one)", () => {
    const rotation = form({ targetType: 'rotations', rules: {} });
    expect(isFormField('rules.rotations.0.value', rotation, 'create', 49)).toBe(true);
    expect(isFormField('rules.rotations.1.value', rotation, 'create', 49)).toBe(false);
    expect(isFormField('rules.countries.0.key', form({ targetType: 'countries', rules: {} }), 'create', 49)).toBe(false);
  });

  it('splits placed and unplaced messages', () => {
    expect(placeErrors({ alias: 'a', url: 'u', title: 't' }, (k) => k === 'alias')).toEqual({ placed: { alias: 'a' }, unplaced: ['u', 't'] });
    const errors = { statsPassword: 's', disabled: 'd', expiration_clicks: 'c' };
    const v49 = placeErrors(errors, (key) => isFormField(key, form(), 'edit', 49));
    expect(v49).toEqual({ placed: { statsPassword: 's' }, unplaced: ['d', 'c'] });
  });

  it.each([
    ['spaceId', true],
    ['linkPassword', true],
    ['statsPassword', true],
    ['privacy', true],
    ['disabled', true],
    ['expirationTime', true],
    ['activeFrom', true],
    ['clickLimit', true],
    ['sensitiveContent', true],
    ['targetType', true],
    ['rules.countries.0.key', true],
    ['alias', false],
    ['domainId', false],
    ['url', false],
    ['pixelIds', false],
  ])('%s is under "More options": %s', (key, expected) => {
    expect(isMoreOptionsField(key)).toBe(expected);
  });
});

describe('messages of fields that changed since', () => {
  const before = form({ targetType: 'countries', rules: { countries: [{ key: 'X', value: '' }] }, activeFrom: '2030-01-01T00:00' });
  const errors = { alias: 'taken', 'rules.countries.0.key': 'bad', domainId: 'no', activeUntil: 'pair' };

  it.each<[string, Partial<LinkFormState>, Record<string, string>]>([
    ['alias', { alias: 'other' }, { 'rules.countries.0.key': 'bad', domainId: 'no', activeUntil: 'pair' }],
    ['a rule', { rules: { countries: [{ key: 'US', value: '' }] } }, { alias: 'taken', domainId: 'no', activeUntil: 'pair' }],
    ['the period’s end', { activeUntil: '2030-02-01T00:00' }, { alias: 'taken', 'rules.countries.0.key': 'bad', domainId: 'no' }],
    ['the period’s start (the end’s message stays)', { activeFrom: '2030-01-02T00:00' }, errors],
  ])('drops the message of %s', (_, patch, kept) => {
    expect(clearChangedErrors(errors, before, { ...before, ...patch })).toEqual(kept);
  });

  it('returns the same object when nothing was dropped', () => {
    expect(clearChangedErrors(errors, before, { ...before })).toBe(errors);
    expect(clearChangedErrors(errors, before, { ...before, clickLimit: '3' })).toBe(errors);
  });
});
