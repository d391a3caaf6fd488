import { describe, expect, it } from 'vitest';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';
import { optionsSummary } from '../../../lib/link-form/summary';

const base = { ...emptyLinkForm(), domainId: '1', spaceId: '2' };
const summary = (patch: Partial<LinkFormState>) => optionsSummary({ ...base, ...patch }, base);

describe('the line under the closed "More options"', () => {
  it.each<[Partial<LinkFormState>, string]>([
    [{}, ''],
    [{ linkPassword: 'x', clickLimit: '100' }, 'Link password, expires after 100 clicks'],
    [{ spaceId: '' }, 'Another space'],
    [{ privacy: '2', statsPassword: 's' }, 'Statistics behind a password'],
    [{ disabled: true, privacy: '1' }, 'Disabled, private statistics'],
    [{ expirationDate: '2031-12-24', expirationTime: '18:30', expirationUrl: 'https://a.b/' }, 'Expires on 2031-12-24 18:30, expiration URL'],
    [{ activeFrom: '', activeUntil: '2031-01-01T00:00', sensitiveContent: true }, 'Active from … to 2031-01-01 00:00, sensitive content warning'],
    [
      {
        targetType: 'country',
        rules: {
          country: [
            { key: 'US', value: 'https://a.b/' },
            { key: '', value: '' },
          ],
        },
      },
      'Targeting (1 rule)',
    ],
    [{ targetType: 'rotations', rules: {} }, 'Targeting (0 rules)'],
  ])('%j → %j', (patch, expected) => {
    expect(summary(patch)).toBe(expected);
  });
});
