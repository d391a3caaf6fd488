/** A pixel as the pickers offer it (its name and type may not be known yet). */
export interface PixelOption {
  id: number;
  name?: string | null;
  type?: string | null;
}

/**
 * The pixel types as their services name themselves. Both phpShort versions call Twitter's `x`
 * and refuse `twitter`, which an older record may still show.
 */
const TYPE_NAMES: Record<string, string> = {
  adroll: 'AdRoll',
  bing: 'Bing',
  facebook: 'Facebook',
  'google-ads': 'Google Ads',
  'google-analytics': 'Google Analytics',
  'google-tag-manager': 'Google Tag Manager',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  quora: 'Quora',
  twitter: 'Twitter',
  x: 'X (Twitter)',
};

export const pixelTypeName = (type: string | null | undefined): string => (type ? (TYPE_NAMES[type] ?? type) : '');
