import { describe, expect, it } from 'vitest';
import { checkPixelCreate, pixelChanges, pixelCreateInput, pixelFormOf, type PixelFormState } from '../../../lib/actions/pixel-form';

const form = (patch: Partial<PixelFormState> = {}): PixelFormState => ({ name: 'FB main', type: 'facebook', value: '123', ...patch });

describe('new pixel checks', () => {
  it('accepts a complete form and trims what it sends', () => {
    expect(checkPixelCreate(form())).toEqual({});
    expect(pixelCreateInput(form({ name: ' FB ', value: ' 9 ' }))).toEqual({ name: 'FB', type: 'facebook', value: '9' });
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ value: '   ' }, { value: 'required' }],
    [{ type: '' }, { type: 'required' }],
    [{ type: 'tiktok' }, { type: 'type' }],
    [{ type: 'twitter' }, { type: 'type' }],
    [{ type: 'X' }, { type: 'type' }],
    [{ type: 'x' }, {}],
    [{ type: 'google-tag-manager' }, {}],
    [
      { name: '', type: '', value: '' },
      { name: 'required', type: 'required', value: 'required' },
    ],
  ])('reports %j as %j', (patch, problems) => {
    expect(checkPixelCreate(form(patch))).toEqual(problems);
  });
});

describe('pixel edit sends only what changed', () => {
  it('sends nothing when nothing changed (spaces around a value are no change)', () => {
    expect(pixelChanges(form(), form({ name: ' FB main ' }))).toEqual({ input: {}, problems: {} });
  });

  it.each([
    [{ name: 'Renamed' }, { name: 'Renamed' }],
    [{ type: 'bing' }, { type: 'bing' }],
    [{ type: 'x' }, { type: 'x' }],
    [{ value: '999' }, { value: '999' }],
    [
      { name: 'N', value: 'V' },
      { name: 'N', value: 'V' },
    ],
  ])('%j → %j', (patch, input) => {
    expect(pixelChanges(form(), form(patch))).toEqual({ input, problems: {} });
  });

  it('refuses to clear a field', () => {
    expect(pixelChanges(form(), form({ value: '' }))).toEqual({ input: {}, problems: { value: 'required' } });
  });

  it('keeps a type the servers no longer accept when it is left alone (`twitter`, now `x`), and refuses one typed in', () => {
    expect(pixelChanges(form({ type: 'twitter' }), form({ type: 'twitter', name: 'X' }))).toEqual({ input: { name: 'X' }, problems: {} });
    expect(pixelChanges(form(), form({ type: 'twitter' })).problems).toEqual({ type: 'type' });
  });

  it('changes a `twitter` pixel to `x`', () => {
    expect(pixelChanges(form({ type: 'twitter' }), form({ type: 'x' }))).toEqual({ input: { type: 'x' }, problems: {} });
  });

  it('starts from the record the server sent, with missing fields as empty text', () => {
    expect(pixelFormOf({ id: 3, name: 'A', type: null })).toEqual({ name: 'A', type: '', value: '' });
  });
});
