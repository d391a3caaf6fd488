/**
 * `npm run server`: the reference server for demos and manual testing.
 *   --port N (default 8787)  --host H (default 127.0.0.1)  --key K (default demo-key-linklet)
 *   --version 44|49 (default 44)  --links N (default 30)  --seed N  --rate-limit [N] (per minute, default 60)
 *   --no-cors  --no-extras  --contract-only (links and pixels alone, as the public contract has them)
 */
import { startServer } from './index';
import { isMine } from './types';

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function count(name: string, fallback: number): number {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} needs a whole number, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

const version = count('version', 44);
if (version !== 44 && version !== 49) {
  console.error(`--version is 44 or 49, got ${version}`);
  process.exit(2);
}
const rateLimited = process.argv.some((a) => a === '--rate-limit' || a.startsWith('--rate-limit='));
const limitValue = flag('rate-limit');

const server = await startServer({
  version,
  rateLimit: rateLimited ? { limit: limitValue && /^\d+$/.test(limitValue) ? Number(limitValue) : 60 } : false,
  port: count('port', 8787),
  host: flag('host') ?? '127.0.0.1',
  apiKey: flag('key') ?? 'demo-key-linklet',
  seed: { links: count('links', 30), seed: count('seed', 1) },
  cors: !process.argv.includes('--no-cors'),
  extras: !process.argv.includes('--no-extras'),
  contractOnly: process.argv.includes('--contract-only'),
});

console.log(
  `Linklet reference server on ${server.url} (${process.argv.includes('--contract-only') ? 'the contract only' : `phpShort ${server.version}`}${rateLimited ? ', rate-limited' : ''})`,
);
console.log(`API base URL: ${server.url}  (endpoints under /api/v1)`);
console.log(`API key:      ${server.apiKey}`);
const domains = server.db.domains.map((d) => `${d.id}=${d.name}`).join(', ');
console.log(
  `Data: ${server.db.links.filter(isMine).length} links, ${server.db.pixels.filter(isMine).length} pixels, domains ${domains} (4 is another account's)`,
);
console.log('Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
