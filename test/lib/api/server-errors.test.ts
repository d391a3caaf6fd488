/** The errors each version's own rules give, as the client's error classes. */
import { describe, expect, it } from 'vitest';
import { rejectionOf, useServer, VERSIONS } from './helpers';

describe.each(VERSIONS)('errors phpShort v%i answers', (version) => {
  const v = useServer(version);

  it('UnauthorizedError when the key is wrong', async () => {
    const error = await rejectionOf(v.client({ apiKey: 'wrong-key' }).links.list());
    expect(error).toMatchObject({ name: 'UnauthorizedError', status: 401 });
    expect(error.message).toBe('GET /api/v1/links: 401 Unauthenticated.');
  });

  it('ForbiddenError when the plan has no API access', async () => {
    v.server.setPlan({ api: 0 });
    const error = await rejectionOf(v.client().links.list());
    expect(error).toMatchObject({ name: 'ForbiddenError', status: 403 });
    expect(error.message).toBe("GET /api/v1/links: 403 You don't have access to this feature.");
  });

  it('ValidationError reads the field messages of the server (message as an object)', async () => {
    const error = await rejectionOf(v.client().pixels.create({ name: 'x'.repeat(300), type: 'bing', value: '1' }));
    expect(error).toMatchObject({ name: 'ValidationError', status: 422 });
    expect(error.fields).toEqual({ name: [expect.stringContaining('32')] });
    expect(error.message).toContain('32');
  });

  it('ValidationError on the link password’s field when the plan lacks the feature', async () => {
    v.server.setPlan({ link_password: 0 });
    const field = version === 44 ? 'password' : 'redirect_password';
    const error = await rejectionOf(v.client().links.create({ url: 'https://example.com', domain_id: 1, [field]: 'secret' }));
    expect(error).toMatchObject({ name: 'ValidationError', fields: { [field]: ["You don't have access to this feature."] } });
  });

  it('NotFoundError for another account’s link', async () => {
    const other = v.server.db.links.find((l) => l.user_id !== 1)!;
    const error = await rejectionOf(v.client().links.update(other.id, { url: 'https://example.com/mine' }));
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404, message: `PATCH /api/v1/links/${other.id}: 404 Resource not found.` });
  });
});
