import { describe, expect, it } from 'vitest';
import { welcomeStage } from '../../lib/settings/first-run';
import type { Facts } from '../../lib/instance';

const ORIGIN = 'https://sho.rt';
const links = { total: 3, domains: [], spaces: [] };
const failure = { name: 'UnauthorizedError' as const, message: 'GET /api/v1/links → 401' };

// What the welcome's words say, from the saved address and the stored facts alone (no request).
describe('welcomeStage', () => {
  it.each<[string, string, Facts | null, ReturnType<typeof welcomeStage>]>([
    ['nothing saved', '', null, 'connect'],
    ['saved, its facts not read yet', ORIGIN, null, 'connect'],
    ['saved, facts of another address (the address just changed)', ORIGIN, { origin: 'https://old.example', links: { at: 1, value: links } }, 'connect'],
    ['saved, the link list not asked yet', ORIGIN, { origin: ORIGIN, pixels: { at: 1, value: [] } }, 'connect'],
    ['the link list answered', ORIGIN, { origin: ORIGIN, links: { at: 1, value: links } }, 'connected'],
    ['the link list refused (a wrong key)', ORIGIN, { origin: ORIGIN, links: { at: 1, error: failure } }, 'fix'],
    ['read once, refused at the last try (a key changed since)', ORIGIN, { origin: ORIGIN, links: { at: 2, value: links, error: failure } }, 'fix'],
  ])('%s → %s', (_, origin, facts, stage) => {
    expect(welcomeStage(origin, facts)).toBe(stage);
  });
});
