import { describe, expect, it } from 'vitest';
import { oneClickHold } from '../../../lib/url/private';

// The one judgement a shorten without a form (context menu, shortcut, toolbar click, `ln`) makes of
// its address before anything is sent.
describe('oneClickHold', () => {
  it('holds an address with a secret-looking part, whatever the private setting', () => {
    for (const privateAllowed of [false, true]) {
      expect(oneClickHold('https://example.com/reset?token=abc123def456ghi789', { privateAllowed })).toEqual({ name: 'SecretInAddress', parameter: 'token' });
    }
  });

  it('holds a page of the person’s own network unless private pages are allowed', () => {
    expect(oneClickHold('http://192.168.1.20/admin', { privateAllowed: false })).toEqual({ name: 'PrivateAddress' });
    expect(oneClickHold('http://192.168.1.20/admin', { privateAllowed: true })).toBeNull();
  });

  it('lets a public page without secrets go', () => {
    expect(oneClickHold('https://example.com/spring-sale?utm_source=news', { privateAllowed: false })).toBeNull();
  });
});
