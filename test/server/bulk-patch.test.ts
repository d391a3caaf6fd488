import { describe, expect, it } from 'vitest';
import { landmarks } from './landmarks';
import { call, useServer } from './test-helpers';

// What each of the Links manager's bulk changes does to a link's other fields, as real phpShort
// answers a PATCH (recorded on v44 and v49): only the fields sent change; v44's `disabled` is
// echoed as the string sent; v49 has no `disabled` and ignores it.
const KEPT = ['url', 'alias', 'short_url', 'pixels', 'space', 'privacy', 'clicks'] as const;
const pick = (data: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, data[name]]));

describe.each([44, 49] as const)('a bulk change by PATCH on v%i', (version) => {
  const server = useServer({ version });
  const mark = (name: string) => landmarks(server().db)[name]?.id as number;
  const patch = (id: number, form: string) => call(server(), 'PATCH', `/api/v1/links/${id}`, { form });
  const show = async (id: number) => (await call(server(), 'GET', `/api/v1/links/${id}`)).json.data as Record<string, unknown>;
  const targeting = version === 44 ? ['target_type', 'country_target', 'rotation_target'] : ['targets_type', 'targets'];
  const ends = version === 44 ? ['ends_at'] : ['active_period_start_at', 'active_period_end_at'];

  it.each([
    ['space', 'space_id=', ['space']],
    ['pixels', 'pixel_ids[]=', ['pixels']],
    ['the switch (v44) or nothing (v49)', 'disabled=1', version === 44 ? ['disabled'] : []],
    [
      'the end',
      version === 44 ? 'expiration_date=2030-01-01&expiration_time=10:00' : 'active_period_start_at=2026-01-01 10:00&active_period_end_at=2030-01-01 10:00',
      ends,
    ],
  ] as const)('changes %s and keeps every other field', async (_, form, changed) => {
    for (const name of ['link.withPixels', 'link.inSpace', 'link.targeted', 'link.password']) {
      const id = mark(name);
      const before = await show(id);
      const res = await patch(id, form);
      expect(res.status, name).toBe(200);
      const after = await show(id);
      const others = [...KEPT, ...targeting, ...(version === 44 ? ['password', 'privacy_password'] : ['password', 'redirect_password']), ...ends].filter(
        (field) => !(changed as readonly string[]).includes(field),
      );
      expect(pick(after, others), name).toEqual(pick(before, others));
    }
  });

  if (version === 44)
    it('echoes disabled=1 as sent, a string, and reads 1 back', async () => {
      const id = mark('link.plain');
      expect((await patch(id, 'disabled=1')).json.data.disabled).toBe('1');
      expect((await show(id)).disabled).toBe(1);
    });
  else
    it('has no disabled: the field is ignored, and absent from the answer', async () => {
      const res = await patch(mark('link.plain'), 'disabled=1');
      expect(res.json.data).not.toHaveProperty('disabled');
    });
});
