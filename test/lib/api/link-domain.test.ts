import { describe, expect, it } from 'vitest';
import { linkDomainChoice, linkDomainId } from '../../../lib/api/link-domain';
import type { Link } from '../../../lib/api/schemas';
import { link as sharedLink } from '../../fakes/client';

const link = (patch: Partial<Link>): Link => sharedLink(1, { domain: undefined, space: undefined, ...patch });

describe('the domain a link names, whichever form the server used', () => {
  it.each<[string, Partial<Link>, ReturnType<typeof linkDomainChoice>]>([
    ['nested with a name', { domain: { id: 2, name: 'go.link' } }, { id: 2, name: 'go.link' }],
    ['nested without a name', { domain: { id: 2, name: null } }, { id: 2, name: null }],
    ['a bare id', { domain: 3 }, { id: 3, name: undefined }],
    ['flat', { domain_id: 4 }, { id: 4, name: undefined }],
    ['nested before flat', { domain: { id: 5, name: 'a' }, domain_id: 6 }, { id: 5, name: 'a' }],
    ['none', {}, undefined],
    ['null', { domain: null }, undefined],
  ])('%s', (_, patch, choice) => {
    expect(linkDomainChoice(link(patch))).toEqual(choice);
    expect(linkDomainId(link(patch))).toBe(choice?.id);
  });
});
