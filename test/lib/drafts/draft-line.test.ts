import { describe, expect, it } from 'vitest';
import { draftSummary } from '../../../lib/drafts/draft-line';
import { emptyLinkForm } from '../../../lib/link-form/state';

// The line a reopened popup shows for a kept draft (issue 48), whatever the first screen.
const draft = (patch: Partial<ReturnType<typeof emptyLinkForm>>) => ({ form: { ...emptyLinkForm(), ...patch }, errors: {}, savedAt: 1 });
const page = 'https://example.com/blog/spring?utm=x';

describe('the draft line', () => {
  it.each([
    ['an alias typed', { url: 'https://example.com/other', alias: 'spring' }, '…/spring'],
    ['an address typed', { url: 'https://shop.example.com/spring-sale' }, 'shop.example.com/spring-sale'],
    ['the page’s address', { url: '' }, 'example.com/blog/spring'],
  ])('names %s', (_, form, text) => {
    expect(draftSummary(draft(form), page)).toBe(text);
  });

  it('says nothing without a draft', () => {
    expect(draftSummary(null, page)).toBeNull();
  });
});
