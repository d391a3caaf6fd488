import { describe, expect, it } from 'vitest';
import { asksFirst, bulkQuestion, FEW_LINKS, losing } from '../../../lib/manager/bulk-confirm';
import { link } from '../../fakes/client';

// The one question before an action on many links: the count, and what each version loses.
const now = Date.parse('2026-12-01T12:00:00Z');
const later = '2027-03-01T00:00:00Z';
const earlier = '2026-01-01T00:00:00Z';

describe('asking once', () => {
  it('asks for more than a few links, and never on top of Delete’s own question', () => {
    expect(asksFirst('disable', FEW_LINKS)).toBe(false);
    expect(asksFirst('disable', FEW_LINKS + 1)).toBe(true);
    expect(asksFirst('space', 302)).toBe(true);
    expect(asksFirst('delete', 302)).toBe(false);
  });

  it.each([
    ['disable', 44, 'Disable 302 links?', null, 'its expiry, pixels, space and targeting stay'],
    ['enable', 44, 'Enable 302 links?', null, 'its expiry, pixels, space and targeting stay'],
    ['expire', 44, 'Expire 302 links now?', 'An expiry already set is replaced.', 'its address, alias, pixels, space and targeting stay'],
    ['disable', 49, 'Disable 302 links?', 'a scheduled end is replaced', 'pixels, space and targeting stay'],
    ['enable', 49, 'Enable 302 links?', 'a scheduled start or end is lost', 'pixels, space and targeting stay'],
    ['addPixels', 49, 'Add pixels to 302 links?', null, 'pixels, space and targeting stay'],
    ['space', 44, 'Move 302 links to another space?', null, 'pixels, space and targeting stay'],
  ] as const)('%s on v%s names the count and what is lost', (kind, version, title, lost, kept) => {
    const question = bulkQuestion(kind, version, 302, null, now)!;
    expect(question.title).toBe(title);
    if (lost === null) expect(question.lost).toBeNull();
    else expect(question.lost).toContain(lost);
    expect(question.kept).toContain(kept);
    expect(question.confirm).toBe('Change 302 links');
  });

  it('counts the selected links that lose something, and says nothing is lost when none does', () => {
    const links = [
      link(1, { active_until: later }),
      link(2, { active_until: earlier }),
      link(3, { active_from: earlier }),
      link(4),
      link(5, { active_until: later }),
    ];
    expect(losing('disable', 49, links, now)).toBe(2);
    expect(bulkQuestion('disable', 49, 5, links, now)!.lost).toMatch(/2 of them have one\.$/);
    expect(losing('enable', 49, links, now)).toBe(4);
    expect(bulkQuestion('disable', 49, 1, [link(4)], now)!.lost).toBeNull();
    expect(losing('expire', 44, [link(1, { ends_at: later }), link(2, { ends_at: earlier })], now)).toBe(1);
    expect(bulkQuestion('expire', 44, 1, [link(1, { ends_at: later })], now)!.lost).toContain('1 of them has one.');
  });

  it('asks nothing of its own for Delete', () => {
    expect(bulkQuestion('delete', 44, 302, null, now)).toBeNull();
  });
});
