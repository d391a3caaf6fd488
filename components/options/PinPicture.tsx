import { t } from '../../lib/i18n';

/**
 * Where a new toolbar button hides until it is pinned, drawn inline so no image is fetched and
 * the picture follows the light or dark theme (options.css `.pin-picture`). Chrome: the
 * puzzle-piece Extensions menu, with a pin beside each extension. Firefox: the puzzle-piece
 * Extensions panel, where the gear beside an extension has "Pin to Toolbar". Numbered marks give
 * the order of the clicks; the words are the picture's accessible name.
 */
export function PinPicture({ firefox }: { firefox: boolean }) {
  const height = firefox ? 166 : 142;
  return (
    <svg class="pin-picture" role="img" aria-labelledby="pin-picture-title" viewBox={`0 0 360 ${height}`} width="360" height={height}>
      <title id="pin-picture-title">{firefox ? t('optionsPinPictureFirefox') : t('optionsPinPicture')}</title>
      {/* The toolbar: the address bar, the Extensions button, the browser's menu. */}
      <rect class="bar" x="0.5" y="0.5" width="359" height="40" rx="6" />
      <rect class="field" x="10" y="8" width="214" height="25" rx="12" />
      <circle class="ring" cx="262" cy="20.5" r="14" />
      <Puzzle x={251.5} y={8.5} />
      <g class="ink">
        <circle cx="336" cy="14" r="1.8" />
        <circle cx="336" cy="20.5" r="1.8" />
        <circle cx="336" cy="27" r="1.8" />
      </g>
      <Mark n={1} x={237} y={20.5} />
      {/* The menu the button opens, with Linklet in it. */}
      <rect class="panel" x="112.5" y="52.5" width="236" height="80" rx="6" />
      <text class="ink title" x="126" y="77">
        {t('optionsPinMenuTitle')}
      </text>
      <Icon x={126} y={94} />
      <text class="ink" x="154" y="108">
        {t('extName')}
      </text>
      {firefox ? <FirefoxRow /> : <ChromeRow />}
    </svg>
  );
}

/** Chrome: the pin beside Linklet. */
function ChromeRow() {
  return (
    <>
      <circle class="ring" cx="320" cy="103" r="13" />
      <path class="ink" d="M316 94h8v7l3 3v2h-6v6l-1 2-1-2v-6h-6v-2l3-3z" />
      <Mark n={2} x={296} y={103} />
    </>
  );
}

/** Firefox: the gear beside Linklet, and its menu's "Pin to Toolbar". */
function FirefoxRow() {
  return (
    <>
      <circle class="ring" cx="320" cy="103" r="13" />
      <circle class="gear" cx="320" cy="103" r="5" stroke-width="3.5" stroke-dasharray="2.1 1.83" />
      <circle class="ink" cx="320" cy="103" r="2.2" />
      <Mark n={2} x={296} y={103} />
      <rect class="panel" x="170.5" y="124.5" width="150" height="30" rx="4" />
      <rect class="ring-box" x="174" y="128" width="143" height="23" rx="3" />
      <text class="ink" x="184" y="144">
        {t('optionsPinToToolbar')}
      </text>
      <Mark n={3} x={158} y={139.5} />
    </>
  );
}

/** A numbered step mark, centred on (x, y). */
function Mark({ n, x, y }: { n: number; x: number; y: number }) {
  return (
    <g class="mark">
      <circle cx={x} cy={y} r="9" />
      <text x={x} y={y + 4} text-anchor="middle">
        {String(n)}
      </text>
    </g>
  );
}

/** The Extensions button's puzzle piece, about 20 units square from (x, y). */
function Puzzle({ x, y }: { x: number; y: number }) {
  return <path class="ink" transform={`translate(${x} ${y})`} d="M2 7h4.5a3 3 0 0 1 6 0H16v4a3 3 0 0 1 0 6v3H2z" />;
}

/** Linklet's icon (scripts/icon.svg) at 20 units. */
function Icon({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${20 / 128})`}>
      <rect width="128" height="128" rx="28" fill="#1f5fcc" />
      <g transform="translate(64 64) rotate(-45)" fill="none" stroke="#fff" stroke-width="15" stroke-linecap="round">
        <path d="M-12 -19H-26A19 19 0 0 0 -26 19H-12" />
        <path d="M12 -19H26A19 19 0 0 1 26 19H12" />
        <path d="M-17 0H17" />
      </g>
    </g>
  );
}
