/** The few glyphs the buttons draw (decoration: each button's text or label names it), 16 × 16 in the text's colour. */
const PATHS = {
  copy: 'M5 5V2.5h8.5V11H11M2.5 5H11v8.5H2.5z',
  check: 'M3 8.5l3 3 7-7',
  qr: 'M2.5 2.5h4v4h-4zM9.5 2.5h4v4h-4zM2.5 9.5h4v4h-4zM9.5 9.5h1.5v1.5M13.5 9.5v4h-4',
  stats: 'M2.5 13.5h11M4.5 11V7M8 11V3.5M11.5 11V6',
  edit: 'M10.5 2.5l3 3-8 8h-3v-3zM9 4l3 3',
  more: 'M3.5 8h.01M8 8h.01M12.5 8h.01',
  alert: 'M8 2.5l6 11H2zM8 7v3M8 12h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg class={`icon icon-${name}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
