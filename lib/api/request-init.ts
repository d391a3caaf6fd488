/**
 * The fetch options of every API request: the contract's headers and the options that keep the
 * key safe, used by request.ts for every call.
 */

/** The methods the API is called with. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function requestInit(method: Method, apiKey: string, form?: URLSearchParams): RequestInit {
  const headers: Record<string, string> = {
    // Without it the server may answer a 302 to its HTML login page instead of a JSON 401.
    Accept: 'application/json',
    Authorization: `Bearer ${apiKey}`,
  };
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  if (hasBody) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return {
    method,
    headers,
    body: hasBody ? (form ?? new URLSearchParams()).toString() : undefined,
    // Following a redirect would hand the key to wherever it points.
    redirect: 'manual',
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  };
}
