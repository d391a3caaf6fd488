/**
 * A QR code of a short link, drawn as SVG from `uqr`'s module matrix (no markup string is ever
 * injected), downloadable as PNG (drawn on a canvas) and SVG. Loaded with a dynamic import so
 * the encoder stays out of the popup's first load.
 */
import { useMemo } from 'preact/hooks';
import { encode } from 'uqr';
import { t } from '../lib/i18n';

interface QrCodeProps {
  value: string;
  /** Base of the downloaded files' names (sanitised), e.g. the link's alias. */
  fileName?: string;
}

/** One square per dark module as an SVG path: `M x y h1v1h-1z`. */
export function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return path;
}

export function svgMarkup(size: number, path: string, pixels = size * 8): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

export function safeFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `qr-${cleaned || 'link'}`;
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by the next task; the blob URL is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function downloadPng(data: boolean[][], name: string, scale = 10): void {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = data.length * scale;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  data.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)));
  canvas.toBlob((blob) => blob && download(blob, `${name}.png`), 'image/png');
}

/** The code of `value`, or null when it is too long for any QR code (the encoder throws). */
function encoded(value: string): ReturnType<typeof encode> | null {
  try {
    // A light border of 2 modules keeps the code readable on a dark page or print.
    return encode(value, { ecc: 'M', border: 2 });
  } catch {
    return null;
  }
}

export function QrCode({ value, fileName }: QrCodeProps) {
  const qr = useMemo(() => encoded(value), [value]);
  const path = useMemo(() => (qr ? modulesPath(qr.data) : ''), [qr]);
  const name = safeFileName(fileName);
  if (!qr) return <p role="alert">{t('qrCodeTooLong')}</p>;
  return (
    <figure class="qr">
      <svg role="img" aria-label={t('qrCodeOf', value)} viewBox={`0 0 ${qr.size} ${qr.size}`} width="160" height="160" shape-rendering="crispEdges">
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption class="actions">
        <button type="button" onClick={() => downloadPng(qr.data, name)}>
          {t('qrCodeDownloadPng')}
        </button>
        <button type="button" onClick={() => download(new Blob([svgMarkup(qr.size, path)], { type: 'image/svg+xml' }), `${name}.svg`)}>
          {t('qrCodeDownloadSvg')}
        </button>
      </figcaption>
    </figure>
  );
}

export default QrCode;
