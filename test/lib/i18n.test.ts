import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';

describe('t', () => {
  it('reads the English messages file', () => {
    expect(t('extName')).toBe('Linklet');
  });
  it('falls back to the key when a message is missing', () => {
    expect(t('nope' as never)).toBe('nope');
  });
});
