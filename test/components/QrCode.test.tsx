// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modulesPath, QrCode, safeFileName, svgMarkup } from '../../components/QrCode';

afterEach(() => cleanup());

describe('QR code', () => {
  it('draws one square per dark module', () => {
    expect(
      modulesPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(svgMarkup(2, 'M0 0h1v1h-1z', 16)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2" width="16" height="16" shape-rendering="crispEdges">' +
        '<rect width="2" height="2" fill="#fff"/><path d="M0 0h1v1h-1z" fill="#000"/></svg>',
    );
  });

  it.each([
    ['promo', 'qr-promo'],
    ['../etc/passwd', 'qr-etc-passwd'],
    ['', 'qr-link'],
    [undefined, 'qr-link'],
  ])('names its files safely: %s → %s', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('renders an SVG image named after the link, never its text as markup', () => {
    render(<QrCode value={'https://sho.rt/<b>x</b>'} />);
    const svg = screen.getByRole('img', { name: 'QR code of https://sho.rt/<b>x</b>' });
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(svg.querySelector('b')).toBeNull();
  });

  it('downloads the SVG as a file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:qr');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    render(<QrCode value="https://sho.rt/a" fileName="a" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(clicks).toEqual(['qr-a.svg']);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<path d="M/);
    click.mockRestore();
  });
});

describe('a value too long for any QR code', () => {
  it('says so instead of throwing (which left the page dead)', () => {
    render(<QrCode value={`https://sho.rt/${'x'.repeat(5000)}`} />);
    expect(screen.getByRole('alert').textContent).toBe('This link is too long for a QR code.');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
