/**
 * A minimal PNG encoder for scripts/icons.ts: 8-bit RGBA, no ancillary chunks (no time, text or
 * gamma), each row's filter chosen by the PNG spec's suggested heuristic and zlib at level 9, so the
 * same pixels always give the same bytes (PNG spec, https://www.w3.org/TR/png-3/ §7.3, §12.8).
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 4;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** One row under each of the five filters; the one whose bytes, read as signed, sum smallest. */
function filterRow(row: Uint8Array, previous: Uint8Array): Buffer {
  let best: Buffer | undefined;
  let bestScore = Infinity;
  for (let type = 0; type <= 4; type++) {
    const out = Buffer.alloc(row.length + 1);
    out[0] = type;
    let score = 0;
    for (let i = 0; i < row.length; i++) {
      const a = i >= BYTES_PER_PIXEL ? row[i - BYTES_PER_PIXEL]! : 0;
      const b = previous[i]!;
      const c = i >= BYTES_PER_PIXEL ? previous[i - BYTES_PER_PIXEL]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!;
      const value = (row[i]! - predictor) & 0xff;
      out[i + 1] = value;
      score += value < 128 ? value : 256 - value;
    }
    if (score < bestScore) [best, bestScore] = [out, score];
  }
  return best!;
}

/** `rgba` is width × height pixels, row by row, not premultiplied (as canvas getImageData gives). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  if (rgba.length !== stride * height) throw new Error(`Expected ${stride * height} bytes of RGBA, got ${rgba.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
  const rows: Buffer[] = [];
  let previous: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    rows.push(filterRow(row, previous));
    previous = row;
  }
  const data = deflateSync(Buffer.concat(rows), { level: 9 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
