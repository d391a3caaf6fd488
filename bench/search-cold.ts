/**
 * Child process of search.ts: the first search over a stored index in a fresh module graph, as a
 * restarted background worker makes it (storage read, index prepared, then searched).
 * Usage: search-cold.ts <storage dump.json> <origin> <text>; prints {"ms": …, "hits": …}.
 */
import { readFileSync } from 'node:fs';
import { useFakeBrowser } from './fake-browser';

const [dump, origin, text] = process.argv.slice(2) as [string, string, string];
const fakeBrowser = useFakeBrowser();
await fakeBrowser.storage.local.set(JSON.parse(readFileSync(dump, 'utf8')) as Record<string, unknown>);
const { searchIndex } = await import('../lib/link-index');
const start = performance.now();
const hits = await searchIndex(origin, text);
process.stdout.write(JSON.stringify({ ms: performance.now() - start, hits: hits.length }));
