/**
 * The demo's public names. The reference server and the sample site listen on free ports of
 * 127.0.0.1, but the demo's Chromium reaches them as `https://go.acme-studio.com` and
 * `https://www.railway-stories.com` (`--host-resolver-rules`), so no loopback address shows in a
 * screenshot. They speak HTTPS with a throwaway self-signed certificate that only the demo's
 * browser accepts (`--ignore-certificate-errors`): the extension gets an ordinary https instance,
 * as a user's is, and its rule that plain http is for localhost or an explicit opt-in stays as it is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The phpShort instance, and its own short domain (the instance's default domain). */
export const INSTANCE_HOST = 'go.acme-studio.com';
export const INSTANCE_URL = `https://${INSTANCE_HOST}`;
/** The sample article's website. */
export const SITE_HOST = 'www.railway-stories.com';
export const SITE_ORIGIN = `https://${SITE_HOST}`;

export interface Tls {
  key: string;
  cert: string;
}

/** A fresh key and self-signed certificate for the demo's names, valid two days; nothing is kept on disk. */
export function throwawayTls(): Tls {
  const dir = mkdtempSync(join(tmpdir(), 'linklet-demo-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${INSTANCE_HOST}`,
        '-addext',
        `subjectAltName=DNS:${INSTANCE_HOST},DNS:${SITE_HOST}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch (error) {
    throw new Error(`openssl could not make the demo's certificate (apt-get install -y openssl): ${(error as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The demo browser's switches: each public name to its local port, and the throwaway certificate accepted. */
export function demoBrowserArgs(ports: { instance: number; site: number }): string[] {
  return [`--host-resolver-rules=MAP ${INSTANCE_HOST} 127.0.0.1:${ports.instance}, MAP ${SITE_HOST} 127.0.0.1:${ports.site}`, '--ignore-certificate-errors'];
}

/**
 * The demo browser's environment: fontconfig with Roboto for system-ui, the font our stack
 * (components/tokens.css) gets on ChromeOS and Android, instead of Debian's DejaVu Sans. Roboto
 * missing, fontconfig falls back as before, and the demo says so.
 */
export function demoBrowserEnv(): Record<string, string> {
  if (!existsSync(ROBOTO))
    console.warn(`demo: Roboto is not installed (apt-get install -y fonts-roboto-unhinted): the screenshots fall back to the system's font.`);
  return { FONTCONFIG_FILE: join(import.meta.dirname, 'demo-fonts.conf') };
}
const ROBOTO = '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf';

/** A port from a loopback URL such as the reference server's `url`. */
export const portOf = (url: string): number => Number(new URL(url).port);
