/**
 * What a trustworthy Linklet manifest looks like, as pure checks that return problems (empty when
 * fine) so tests can feed them bad manifests too. README "Permissions and privacy" says why each
 * permission is there; a change here needs a reason there.
 */
import type { Browser, Manifest } from './built';

/** Required permissions, exactly. Chrome's service worker copies through an offscreen document;
 * Firefox has no offscreen API (its background page copies itself). */
export const EXPECTED_PERMISSIONS: Record<Browser, readonly string[]> = {
  chrome: ['activeTab', 'alarms', 'contextMenus', 'offscreen', 'storage'],
  firefox: ['activeTab', 'alarms', 'contextMenus', 'storage'],
};

/** Optional (non-host) permissions allowed, asked for later. Both browsers warn at install about
 * clipboardWrite (Chrome: "Modify data you copy and paste"; Firefox: "Input data to the
 * clipboard"), so on both it is optional (README). `tabs` ("Read your browsing history") is asked
 * for at the moment a feature needs the tabs' addresses: the "already has a short link" mark, and
 * "Shorten all tabs in this window". */
export const ALLOWED_OPTIONAL_PERMISSIONS: Record<Browser, readonly string[]> = {
  chrome: ['clipboardWrite', 'tabs'],
  firefox: ['clipboardWrite', 'tabs'],
};

/** Keys that would give code or pages to other parties, or inject into pages; none is needed. */
export const FORBIDDEN_KEYS = ['content_scripts', 'web_accessible_resources', 'externally_connectable', 'sandbox'] as const;

const HTTPS_ORIGIN = /^https:\/\/(\*|(\*\.)?[a-z0-9.-]+|\[[0-9a-f:]+\])(:\d+)?\/\*$/i;
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/\*$/;

export function permissionProblems(permissions: unknown, browser: Browser): string[] {
  if (!Array.isArray(permissions)) return ['`permissions` is missing'];
  const problems: string[] = [];
  const actual = [...(permissions as string[])].sort();
  const expected = EXPECTED_PERMISSIONS[browser];
  const extra = actual.filter((p) => !expected.includes(p));
  const missing = expected.filter((p) => !actual.includes(p));
  if (extra.length) problems.push(`unexpected permissions: ${extra.join(', ')} (justify them in README and here)`);
  if (missing.length) problems.push(`missing permissions: ${missing.join(', ')}`);
  const hosts = actual.filter((p) => p === '<all_urls>' || p.includes('://') || p.includes('*'));
  if (hosts.length) problems.push(`host patterns among install-time permissions: ${hosts.join(', ')}`);
  return problems;
}

/** `optional_permissions` may hold only the allowed ones (a subset), and never a host. */
export function optionalPermissionProblems(permissions: unknown, browser: Browser): string[] {
  if (permissions === undefined) return [];
  if (!Array.isArray(permissions)) return ['`optional_permissions` is not a list'];
  const allowed = ALLOWED_OPTIONAL_PERMISSIONS[browser];
  const extra = (permissions as string[]).filter((p) => !allowed.includes(p));
  return extra.length ? [`unexpected optional permissions: ${extra.join(', ')} (justify them in README and here)`] : [];
}

/** Optional hosts may only be https origins and plain-http local ones. */
export function optionalHostProblems(patterns: unknown): string[] {
  if (patterns === undefined) return [];
  if (!Array.isArray(patterns)) return ['`optional_host_permissions` is not a list'];
  return (patterns as string[])
    .filter((p) => !HTTPS_ORIGIN.test(p) && !LOCAL_HTTP.test(p))
    .map((p) => `optional host permission ${p} is neither an https origin nor local http`);
}

// The browsers' defaults allow only these sources for scripts; anything else is looser.
const SCRIPT_SOURCES = new Set(["'self'", "'none'", "'wasm-unsafe-eval'"]);
const OBJECT_SOURCES = new Set(["'self'", "'none'"]);
const SCRIPT_DIRECTIVES = ['script-src', 'script-src-elem', 'script-src-attr', 'worker-src'];

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function policyProblems(where: string, policy: string): string[] {
  const parsed = directives(policy);
  const problems: string[] = [];
  const fallback = parsed.get('default-src');
  if (!parsed.has('script-src') && !fallback) problems.push(`${where}: no script-src (nor default-src)`);
  for (const name of [...SCRIPT_DIRECTIVES, 'default-src']) {
    const loose = (parsed.get(name) ?? []).filter((source) => !SCRIPT_SOURCES.has(source.toLowerCase()));
    if (loose.length) problems.push(`${where}: ${name} allows ${loose.join(' ')}`);
  }
  // Chrome's default names `object-src 'self'`; a policy of one's own that leaves it out (and has
  // no default-src to fall back on) lets <object> and <embed> load from anywhere.
  if (!parsed.has('object-src') && !fallback) problems.push(`${where}: no object-src (nor default-src), which the browser's default has`);
  const objects = parsed.get('object-src') ?? fallback ?? [];
  const looseObjects = objects.filter((source) => !OBJECT_SOURCES.has(source.toLowerCase()));
  if (looseObjects.length) problems.push(`${where}: object-src allows ${looseObjects.join(' ')}`);
  return problems;
}

/** The CSP must be absent (the browser's default) or allow no more than the default does. */
export function cspProblems(csp: unknown): string[] {
  if (csp === undefined) return [];
  if (typeof csp !== 'object' || csp === null || Array.isArray(csp)) {
    return ['content_security_policy must be an object in MV3'];
  }
  const problems: string[] = [];
  for (const [key, policy] of Object.entries(csp)) {
    if (key !== 'extension_pages') problems.push(`content_security_policy.${key} is not needed (sandboxed pages may eval)`);
    else if (typeof policy !== 'string') problems.push('content_security_policy.extension_pages is not a string');
    else problems.push(...policyProblems('content_security_policy.extension_pages', policy));
  }
  return problems;
}

function majorVersion(version: unknown): number {
  return typeof version === 'string' ? Number.parseInt(version, 10) : Number.NaN;
}

const GECKO_ID = /^([a-z0-9._+-]+@[a-z0-9.-]+|\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\})$/i;

/** Firefox's id, data-collection declaration and the versions that understand it. */
export function geckoProblems(manifest: Manifest): string[] {
  const settings = (manifest.browser_specific_settings ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const gecko = settings.gecko ?? {};
  const problems: string[] = [];
  if (typeof gecko.id !== 'string' || !GECKO_ID.test(gecko.id)) problems.push(`gecko.id missing or malformed: ${String(gecko.id)}`);
  const collection = gecko.data_collection_permissions as { required?: unknown } | undefined;
  const required = collection?.required;
  if (!Array.isArray(required) || required.length === 0) {
    problems.push('gecko.data_collection_permissions.required must list the data sent, or ["none"]');
  } else if (required.includes('none') && required.length > 1) {
    problems.push('gecko.data_collection_permissions.required mixes "none" with data types');
  }
  // Firefox understands data_collection_permissions from 140 on desktop and 142 on Android.
  if (!(majorVersion(gecko.strict_min_version) >= 140)) problems.push(`gecko.strict_min_version below 140: ${String(gecko.strict_min_version)}`);
  const android = settings.gecko_android?.strict_min_version;
  if (!(majorVersion(android) >= 142)) problems.push(`gecko_android.strict_min_version below 142: ${String(android)}`);
  return problems;
}

/**
 * The oldest Chrome the build runs in, declared: the code uses URL.canParse (Chrome 120) and
 * AbortSignal.any (116); an older Chrome would install it and fail at the first request.
 */
export const MINIMUM_CHROME = 120;

export function chromeProblems(manifest: Manifest): string[] {
  const declared = manifest.minimum_chrome_version;
  if (typeof declared !== 'string') return ['minimum_chrome_version is not declared'];
  return majorVersion(declared) >= MINIMUM_CHROME ? [] : [`minimum_chrome_version below ${MINIMUM_CHROME}: ${declared}`];
}
