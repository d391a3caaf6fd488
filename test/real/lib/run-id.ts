/**
 * What makes a record this run's: every link alias, link URL and pixel name it creates carries
 * `linklet-test-<run id>-` (or, in a URL's path, `linklet-test-<run id>/`). The sweep deletes only
 * records that pass these checks, so a live account's own links and pixels are never touched
 * even when the server's search (a substring match) returns them too.
 */

/** Lower-case letters and digits only: valid in an alias (alpha_dash), a pixel name and a URL path. */
const RUN_ID = /^[a-z0-9]{6,12}$/;

/**
 * A fresh run id: the time (so two runs never meet) and some randomness (two runs started in the
 * same millisecond), 10 characters, short enough that a pixel name (at most 32 characters on
 * phpShort) keeps room for a suffix: `linklet-test-` 13 + id 10 + `-` 1 leaves 8.
 */
export function newRunId(now = Date.now(), random = Math.random): string {
  const time = now.toString(36).slice(-7).padStart(7, '0');
  const rand = Math.floor(random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `${time}${rand}`;
}

export function checkRunId(runId: string): string {
  if (!RUN_ID.test(runId)) throw new Error(`A run id is 6 to 12 lower-case letters or digits, got ${JSON.stringify(runId)}`);
  return runId;
}

export const PIXEL_NAME_MAX = 32;

export interface RunNames {
  runId: string;
  /** `linklet-test-<run id>-`: the start of every alias and pixel name this run creates. */
  prefix: string;
  /** `linklet-test-<run id>`: what the sweep searches for (in aliases, URLs and names). */
  marker: string;
  /** An alias of this run: `linklet-test-<run id>-<what>`. */
  alias(what: string): string;
  /** A pixel name of this run (throws when it would pass phpShort's 32 characters). */
  pixelName(what: string): string;
  /** A destination of this run: `https://example.com/linklet-test-<run id>/<what>`. */
  url(what: string): string;
}

const SUFFIX = /^[a-z0-9-]+$/;

function suffix(what: string): string {
  if (!SUFFIX.test(what)) throw new Error(`A name's suffix is lower-case letters, digits and dashes, got ${JSON.stringify(what)}`);
  return what;
}

export function runNames(runId: string): RunNames {
  const marker = `linklet-test-${checkRunId(runId)}`;
  const prefix = `${marker}-`;
  return {
    runId,
    prefix,
    marker,
    alias: (what) => prefix + suffix(what),
    pixelName(what) {
      const name = prefix + suffix(what);
      if (name.length > PIXEL_NAME_MAX) throw new Error(`Pixel name ${name} is longer than ${PIXEL_NAME_MAX} characters`);
      return name;
    },
    url: (what) => `https://example.com/${marker}/${suffix(what)}`,
  };
}

/** Whether `url`'s path has a segment `linklet-test-<run id>` or one starting `linklet-test-<run id>-`. */
function urlIsOurs(url: string, marker: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return path.split('/').some((segment) => segment === marker || segment.startsWith(`${marker}-`));
}

/** A link this run made: its alias starts with the prefix, or its destination's path carries the marker. */
export function isRunLink(link: { alias?: string | null; url?: string | null }, runId: string): boolean {
  const { marker, prefix } = runNames(runId);
  return (typeof link.alias === 'string' && link.alias.startsWith(prefix)) || (typeof link.url === 'string' && urlIsOurs(link.url, marker));
}

/** A pixel this run made: its name starts with the prefix. */
export function isRunPixel(pixel: { name?: string | null }, runId: string): boolean {
  return typeof pixel.name === 'string' && pixel.name.startsWith(runNames(runId).prefix);
}
