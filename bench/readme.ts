/** Puts the latest figures into a Markdown file (README.md, docs/performance.md), between its two markers. */
import { readFileSync, writeFileSync } from 'node:fs';

export const START = '<!-- bench:start -->';
export const END = '<!-- bench:end -->';

export function replaceBetweenMarkers(text: string, content: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} … ${END} block`);
  return `${text.slice(0, start + START.length)}\n${content}\n\n${text.slice(end)}`;
}

export function updateReadme(path: string, content: string): void {
  writeFileSync(path, replaceBetweenMarkers(readFileSync(path, 'utf8'), content));
}
