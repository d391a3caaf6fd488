// `npm run test:reproducible`: the store packages are reproducible and rebuildable from the
// sources zip alone.
// 1. Release: `wxt zip` for Chrome and Firefox in this checkout, into <LINKLET_OUT_DIR or
//    .output>-repro (packages, and the sources zip for Firefox reviewers). With
//    LINKLET_REPRO_RELEASE=<dir> the release is the one already zipped there (`npm test`'s own
//    builds, scripts/test.mjs), and nothing is built in this checkout.
// 2. Reviewer, once: unpack the sources zip into an empty folder (with this checkout's
//    node_modules, which `npm ci` would install from the same lockfile) and zip again there, more
//    than 2 s after the release, so a zip timestamp (2 s resolution) that is not pinned differs.
// 3. Every file of both outputs must be byte-identical: builds, packages and the sources zip
//    itself. The Chrome and Firefox zips must hold exactly their build folders.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import JSZip from 'jszip';

const root = resolve(import.meta.dirname, '../..');
const base = resolve(root, process.env.LINKLET_OUT_DIR ?? '.output');
const wxt = join(root, 'node_modules/wxt/bin/wxt.mjs');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const problems = [];

function run(cwd, outDir, args) {
  const result = spawnSync(process.execPath, [wxt, ...args], { cwd, encoding: 'utf8', env: { ...process.env, LINKLET_OUT_DIR: outDir } });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`wxt ${args.join(' ')} failed in ${cwd}`);
  }
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

async function zipEntries(path) {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const entries = new Map();
  for (const [name, entry] of Object.entries(zip.files)) {
    if (!entry.dir) entries.set(name, { date: entry.date.toISOString(), bytes: await entry.async('nodebuffer') });
  }
  return entries;
}

/** Why two zips differ, entry by entry: the first few differences are enough to act on. */
async function explainZip(a, b) {
  const [left, right] = [await zipEntries(a), await zipEntries(b)];
  const names = [...new Set([...left.keys(), ...right.keys()])].sort();
  const order = [...left.keys()].join() === [...right.keys()].join() ? [] : ['entry order differs'];
  const entries = names.flatMap((name) => {
    const [l, r] = [left.get(name), right.get(name)];
    if (!l || !r) return [`${name} only in ${l ? 'the first' : 'the second'}`];
    if (!l.bytes.equals(r.bytes)) return [`${name} content differs`];
    return l.date === r.date ? [] : [`${name} dated ${l.date} vs ${r.date}`];
  });
  return [...order, ...entries].slice(0, 8).join('; ') || 'same entries, different archive bytes';
}

async function compareDirs(label, a, b) {
  const [left, right] = [listFiles(a), listFiles(b)];
  for (const file of new Set([...left, ...right])) {
    if (!left.includes(file) || !right.includes(file)) {
      problems.push(`${label}: ${file} is only in ${left.includes(file) ? a : b}`);
    } else if (!readFileSync(join(a, file)).equals(readFileSync(join(b, file)))) {
      const why = file.endsWith('.zip') ? ` (${await explainZip(join(a, file), join(b, file))})` : '';
      problems.push(`${label}: ${file} differs${why}`);
    }
  }
  return left.length;
}

/** The zip of one browser must hold exactly its build folder. */
async function checkZipMatchesBuild(outDir, browser) {
  const entries = await zipEntries(join(outDir, `linklet-${version}-${browser}.zip`));
  const dir = join(outDir, `${browser}-mv3`);
  const files = listFiles(dir);
  if ([...entries.keys()].sort().join() !== files.join()) problems.push(`${browser} zip entries differ from ${dir}`);
  for (const file of files) {
    if (!entries.get(file)?.bytes.equals(readFileSync(join(dir, file)))) problems.push(`${browser} zip: ${file} differs from the build`);
  }
}

/** The sources zip holds what the build reads and nothing else from the working tree. */
async function checkSourcesList(outDir) {
  const names = [...(await zipEntries(join(outDir, `linklet-${version}-sources.zip`))).keys()];
  for (const required of ['package.json', 'package-lock.json', 'tsconfig.json', 'wxt.config.ts', 'README.md', 'LICENSE']) {
    if (!names.includes(required)) problems.push(`sources zip lacks ${required}`);
  }
  const stray = names.filter((name) => /^(node_modules|test|bench)\/|(^|\/)\./.test(name));
  if (stray.length) problems.push(`sources zip holds files a rebuild does not need: ${stray.slice(0, 5).join(', ')}`);
}

function zipBoth(cwd, outDir) {
  run(cwd, outDir, ['zip']);
  run(cwd, outDir, ['zip', '-b', 'firefox', '--mv3']);
}

/** Unpacks the sources zip into an empty folder and zips there; returns the folder and its output. */
async function zipFromSources(outDir) {
  const dir = mkdtempSync(join(tmpdir(), 'linklet-sources-'));
  for (const [name, { bytes }] of await zipEntries(join(outDir, `linklet-${version}-sources.zip`))) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  zipBoth(dir, '.output');
  return { dir, out: join(dir, '.output') };
}

/** Files of the working tree that no longer match the sources zip (others editing meanwhile). */
async function changedSinceRelease(outDir) {
  const entries = await zipEntries(join(outDir, `linklet-${version}-sources.zip`));
  const changed = [];
  for (const [name, { bytes }] of entries) {
    let now;
    try {
      now = readFileSync(join(root, name));
    } catch {
      now = undefined;
    }
    if (!now?.equals(bytes)) changed.push(name);
  }
  return changed;
}

const started = Date.now();
const given = process.env.LINKLET_REPRO_RELEASE;
const release = given ? resolve(root, given) : `${base}-repro`;
if (!given) {
  rmSync(release, { recursive: true, force: true });
  zipBoth(root, release);
}
await checkSourcesList(release);
const sourcesZip = join(release, `linklet-${version}-sources.zip`);
const sinceRelease = Date.now() - statSync(sourcesZip).mtimeMs;
if (sinceRelease < 2_100) await new Promise((wait) => setTimeout(wait, 2_100 - sinceRelease));
const reviewer = await zipFromSources(release);
// What a release is: the two build folders and the three zips (a test run's folder holds more).
let count = 0;
for (const name of ['chrome-mv3', 'firefox-mv3'])
  count += await compareDirs(`release vs rebuild from its sources zip (${name})`, join(release, name), join(reviewer.out, name));
for (const name of ['chrome', 'firefox', 'sources'].map((kind) => `linklet-${version}-${kind}.zip`)) {
  count += 1;
  if (!readFileSync(join(release, name)).equals(readFileSync(join(reviewer.out, name)))) {
    problems.push(`release vs rebuild from its sources zip: ${name} differs (${await explainZip(join(release, name), join(reviewer.out, name))})`);
  }
}
if (problems.length) {
  const changed = await changedSinceRelease(release);
  if (changed.length) problems.push(`(the working tree changed while this ran: ${changed.slice(0, 5).join(', ')}; run again on a quiet tree)`);
}
await checkZipMatchesBuild(release, 'chrome');
await checkZipMatchesBuild(release, 'firefox');

const kept = [...(given ? [] : [release]), reviewer.dir];
if (problems.length) {
  console.error(`✗ Not reproducible (outputs kept in ${[release, reviewer.dir].join(', ')}):\n${problems.join('\n')}`);
  process.exit(1);
}
for (const dir of kept) rmSync(dir, { recursive: true, force: true });
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`✓ release and a rebuild from its sources zip: ${count} identical files, zips included (${seconds} s)`);
