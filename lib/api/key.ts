import { InputError } from './errors';

/** A header value: a pasted key's surrounding spaces or line break are dropped, inner ones refused. */
export function checkApiKey(apiKey: unknown): string {
  const key = typeof apiKey === 'string' ? apiKey.trim() : '';
  if (!key) throw new InputError('apiKey', 'is empty');
  if (!/^[\x21-\x7e]+$/.test(key)) throw new InputError('apiKey', 'may contain only visible ASCII characters');
  return key;
}
