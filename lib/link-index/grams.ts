/**
 * Which parts of a chunk's text can hold a needle, so a scan skips the rest: for each block of
 * GRAM_BLOCK links, the set of the three-letter sequences its text holds, as 4,096 bits (a
 * sequence sets the bit its hash picks). A block lacking one of a needle's sequences cannot hold
 * the needle; one that has them all may (or may not: bits are shared), and is scanned.
 *
 * A rare needle ("wikipedia e", "mdn p": words common alone, rare together) is then looked for in
 * a few percent of the text rather than all of it: at 100,000 links, that is what keeps the first
 * keystroke of a second word within a few milliseconds. About 16 bytes a link.
 */
export const GRAM_BLOCK = 32;
/** 32-bit words per block: 4,096 bits. */
const WORDS = 128;

/** The bit of a sequence of three characters (the index's text is Latin-1: 8 bits each). */
const gram = (text: string, at: number) => Math.imul((text.charCodeAt(at) << 16) | (text.charCodeAt(at + 1) << 8) | text.charCodeAt(at + 2), 0x9e3779b1) >>> 20;

/** The blocks' bit sets of a chunk's text (`starts`: where each link's text starts, one past the end last). */
export function buildGrams(text: string, starts: Int32Array): Uint32Array {
  const n = starts.length - 1;
  const blocks = Math.ceil(n / GRAM_BLOCK);
  const bits = new Uint32Array(blocks * WORDS);
  for (let b = 0; b < blocks; b++) {
    const end = starts[Math.min(n, (b + 1) * GRAM_BLOCK)]! - 2;
    for (let at = starts[b * GRAM_BLOCK]!; at < end; at++) {
      const h = gram(text, at);
      bits[b * WORDS + (h >>> 5)]! |= 1 << (h & 31);
    }
  }
  return bits;
}

/**
 * The parts of the text, [from, to), that may hold every one of `needles`: runs of consecutive
 * blocks having all their sequences, each starting and ending where a link does. Needles shorter
 * than three characters rule nothing out; without bit sets, the whole text is one part.
 */
export function* spans(starts: Int32Array, grams: Uint32Array | undefined, needles: readonly string[]): Generator<[number, number]> {
  const wanted = needles.flatMap((needle) => Array.from({ length: Math.max(0, needle.length - 2) }, (_, at) => gram(needle, at)));
  const n = starts.length - 1;
  let from = -1;
  for (let b = 0, blocks = Math.ceil(n / GRAM_BLOCK); b <= blocks; b++) {
    const may = b < blocks && (!grams || wanted.every((h) => grams[b * WORDS + (h >>> 5)]! & (1 << (h & 31))));
    if (may && from < 0) from = starts[b * GRAM_BLOCK]!;
    if (!may && from >= 0) {
      yield [from, starts[Math.min(n, b * GRAM_BLOCK)]!];
      from = -1;
    }
  }
}
