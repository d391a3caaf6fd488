/**
 * Where plain http may carry the key — the one rule for it: `'local'` is this machine
 * (`localhost`, `127.0.0.0/8`, `::1`), always; `'private'` is the user's own network (private and
 * link-local IPv4 addresses, fc00::/7 and fe80::/10, `.local`, `.lan`, `.home.arpa`), only once
 * the user agreed that the key travels unencrypted there (the options page asks); `'name'` is a
 * single-label name (`nas`), which may as well be a public top-level domain (`com`, `ai`,
 * `xn--p1ai`): only once the user confirmed it is a machine on their network, never by an import
 * alone (issue 29); null is everywhere else, where https is required. It takes hosts as the URL
 * parser writes them (IPv4 in dotted decimal with parts up to 255, IPv6 compressed in brackets, so
 * a first block is written without leading zeros: `[fd::1]` is 00fd, outside fc00::/7), and is one
 * regular expression because the background carries it too, on a tight size budget.
 */
export function httpScope(hostname: string): 'local' | 'private' | 'name' | null {
  // This machine; then 10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7 and fe80::/10 (a full
  // first block), the local network's names; then a single label.
  const match =
    /^(?:(localhost|\[::1\]|127(?:\.\d+){3})|10(?:\.\d+){3}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d+){2}|192\.168(?:\.\d+){2}|169\.254(?:\.\d+){2}|\[(?:f[cd][\da-f]{2}|fe[89ab][\da-f]):[\da-f:.]*\]|.+\.(?:local|lan|home\.arpa)|([^.[:]+))$/i.exec(
      hostname,
    );
  return match ? (match[1] ? 'local' : match[2] ? 'name' : 'private') : null;
}

/** Whether plain http to a host of `scope` waits for the user's consent (their own network, or a name they confirm). */
export const needsConsent = (scope: ReturnType<typeof httpScope>): scope is 'private' | 'name' => scope === 'private' || scope === 'name';
