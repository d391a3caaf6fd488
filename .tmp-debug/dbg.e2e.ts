import { it } from 'vitest';
import { startServer } from '../test/server';
import { configureExtension } from '../test/e2e/configure';
import { launchExtension } from '../test/e2e/harness';
import { sleep } from '../test/e2e/helpers';

it('debug', async () => {
  const server = await startServer({ port: 0, seed: { links: 300 } });
  const session = await launchExtension({ headful: true });
  const { grantPermission } = await import('../test/e2e/configure');
  console.log('granted', await grantPermission(session, { permissions: ['clipboardWrite'] }));
  const clip = await session.context.newPage();
  await clip.goto(`${server.url}/page/Clipboard`);
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1 } });
  const page = await session.context.newPage();
  await page.goto(session.pageUrl('options.html'));
  await clip.bringToFront();
  for (let i = 0; i < 8; i++) {
    await sleep(1000);
    const w = await session.currentWorker();
    const info = await w.evaluate(async () => {
      const c = (globalThis as any).chrome;
      const ctx = await c.runtime.getContexts({ contextTypes: ['TAB', 'POPUP', 'SIDE_PANEL'] });
      const tabs = await Promise.all(ctx.map((x: any) => (x.tabId >= 0 ? c.tabs.get(x.tabId).then((t: any) => ({ id: t.id, active: t.active })) : null)));
      const st = await c.storage.local.get(null);
      return { ctx: ctx.map((x: any) => [x.contextType, x.tabId]), tabs, cursor: st.linkIndexRefresh, head: st.linkIndexHead && st.linkIndexHead.count, alarms: await c.alarms.getAll() };
    });
    console.log(JSON.stringify(info), server.apiRequests().length);
  }
  await session.close(); await server.close();
}, 60000);
