import { describe, expect, it } from 'vitest';
import { domainChoices, domainNameOf } from '../../lib/instance/domain-name';

// One rule for a domain's name, wherever one is shown (issue 30: "127.0.0.1" in the settings,
// "127.0.0.1:8050" in the popup).
describe('domainNameOf', () => {
  it.each([
    ['http://127.0.0.1:8050', '127.0.0.1'],
    ['http://127.0.0.1:8050/seed2999', '127.0.0.1'],
    ['https://Sho.RT/abc', 'sho.rt'],
    ['https://example.com/short', 'example.com'],
    ['http://[::1]:8080/x', '[::1]'],
    ['not a url', undefined],
  ])('%s → %s', (url, name) => {
    expect(domainNameOf(url)).toBe(name);
  });
});

describe('domainChoices', () => {
  it('puts the default first, named by a record that names it rather than by the instance', () => {
    expect(domainChoices([{ id: 2, name: 'go.link' }], [{ id: 1, name: '127.0.0.1' }], 1, 'http://127.0.0.1:8050')).toEqual([
      { id: 1, name: '127.0.0.1' },
      { id: 2, name: 'go.link' },
    ]);
  });

  it('names a default no record names by the instance’s host name, without the port', () => {
    expect(domainChoices([], [], 1, 'http://127.0.0.1:8050')).toEqual([{ id: 1, name: '127.0.0.1' }]);
    expect(domainChoices([], [], 1)).toEqual([{ id: 1 }]);
  });

  it('lists each domain once, the first name known winning, and names one that had none', () => {
    expect(
      domainChoices(
        [{ id: 3 }, { id: 4, name: 'a' }],
        [
          { id: 3, name: 'c' },
          { id: 4, name: 'b' },
          { id: 5, name: null },
        ],
        null,
      ),
    ).toEqual([{ id: 3, name: 'c' }, { id: 4, name: 'a' }, { id: 5 }]);
  });
});
