/**
 * Local search speed and index size over 10,000 realistic links (the reference server's seed).
 * Not a test: timing is never asserted. Run: `npx tsx test/lib/link-index/bench.ts`.
 *
 * Each "keystroke" searches for a growing prefix of something a user would type: an alias, a
 * word of a title, a piece of a URL, or a word that matches nothing.
 */
import { performance } from 'node:perf_hooks';
import { readLink } from '../../../lib/api/normalize';
import { compactLink } from '../../../lib/link-index/compact';
import { searchCorpus, toCorpus, toEntry } from '../../../lib/link-index/search';
import { mergeLinks } from '../../../lib/link-index/store';
import { linkToJson } from '../../server/link-view';
import { createDb, prng } from '../../server/seed';

const N = 10_000;
const db = createDb({ links: N, pixels: 8 });
const links = mergeLinks(db.links.map((link) => compactLink(readLink(linkToJson(db, link))!)), []);

const json = JSON.stringify({ v: 1, origin: 'https://sho.rt', rev: crypto.randomUUID(), links });
const fullJson = JSON.stringify(db.links.map((link) => linkToJson(db, link)));

let start = performance.now();
const corpus = toCorpus(links.map(toEntry));
const foldMs = performance.now() - start;

const rng = prng(42);
const pick = <T>(items: T[]): T => items[Math.floor(rng() * items.length)]!;
const typed: string[] = [];
for (let i = 0; i < 400; i++) {
  const link = pick(links);
  const word = pick([
    link.alias ?? 'x',
    pick((link.title ?? 'x').split(' ')),
    new URL(link.url).pathname.split('/').filter(Boolean).pop() ?? 'x',
    'zqxj',
  ]);
  for (let n = 1; n <= Math.min(word.length, 12); n++) typed.push(word.slice(0, n));
}

for (const text of typed.slice(0, 200)) searchCorpus(corpus, text, 20); // warm-up
const times: number[] = [];
for (const text of typed) {
  start = performance.now();
  searchCorpus(corpus, text, 20);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);

console.log(`links: ${links.length}`);
console.log(`stored index: ${(json.length / 1024 / 1024).toFixed(2)} MB (${json.length} bytes; full API objects would be ${(fullJson.length / 1024 / 1024).toFixed(2)} MB)`);
console.log(`fold all links (cold start): ${foldMs.toFixed(1)} ms`);
console.log(`keystrokes: ${times.length}; search ms p50 ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${times.at(-1)!.toFixed(3)}`);
