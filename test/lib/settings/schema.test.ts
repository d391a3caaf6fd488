import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '../../../lib/settings';

describe('settings schema', () => {
  it('has a default for every setting: popup shortening off, auto copy on, key remembered', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      instanceUrl: '',
      rememberKey: true,
      defaultDomainId: null,
      defaultSpaceId: null,
      defaultPixelIds: [],
      shortenOnOpen: false,
      autoCopy: true,
      showKnownLink: false,
    });
  });

  it.each([undefined, null, 'text', 42, []])('reads %j as the defaults', (value) => {
    expect(parseSettings(value)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps every valid field when one is broken', () => {
    const parsed = parseSettings({ instanceUrl: 'https://sho.rt', autoCopy: 'yes', defaultDomainId: 3 });
    expect(parsed).toEqual({ ...DEFAULT_SETTINGS, instanceUrl: 'https://sho.rt', defaultDomainId: 3 });
  });

  it('has no place for the API key: a key in the settings object is dropped on read', () => {
    const parsed = parseSettings({ instanceUrl: 'https://sho.rt', apiKey: 'secret' }) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('apiKey');
  });
});
