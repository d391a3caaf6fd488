import { describe, expect, it } from 'vitest';
import { pixelsOf, type ChoicesState } from '../../../components/use-choices';

const PIXELS = [{ id: 3, name: 'FB main', type: 'facebook' }];
const ready = (pixelsRead: 'read' | 'loading' | 'failed', pixels = PIXELS): ChoicesState => ({
  status: 'ready',
  instanceUrl: 'https://sho.rt',
  choices: { domains: [], spaces: [], source: { domains: 'server', spaces: 'server' } },
  pixels: pixelsRead === 'read' ? pixels : [],
  pixelsRead,
  fallbackDomainId: null,
});

// What the "Default pixels" box is given: a list only when one was read (issue 30: an empty box).
describe('pixelsOf', () => {
  it.each<[string, ChoicesState, ReturnType<typeof pixelsOf>]>([
    ['nothing connected', { status: 'unconfigured' }, null],
    ['the lists loading', { status: 'loading' }, null],
    ['every list failed', { status: 'failed', outcome: { kind: 'failed', problem: { name: 'NetworkError', message: 'Failed to fetch' } } }, 'failed'],
    ['the pixels read', ready('read'), PIXELS],
    ['none on the account', ready('read', []), []],
    ['the other lists read, the pixels not yet', ready('loading'), null],
    ['the other lists read, the pixels refused', ready('failed'), 'failed'],
  ])('%s', (_, state, expected) => {
    expect(pixelsOf(state)).toEqual(expected);
  });
});
