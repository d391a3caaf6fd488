import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantHostPermission, hasHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';

// Guards the harness itself: the prompt can be answered both ways under Xvfb.
describe('host permission prompt', () => {
  let session: ExtensionSession;
  beforeAll(async () => {
    session = await launchExtension({ headful: true });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('is denied with Return and granted with Tab Return', async () => {
    const origin = 'http://127.0.0.1:4567';
    expect(await hasHostPermission(session, origin)).toBe(false);
    expect(await grantHostPermission(session, origin, false)).toBe(false);
    expect(await grantHostPermission(session, origin, true)).toBe(true);
  });
});
