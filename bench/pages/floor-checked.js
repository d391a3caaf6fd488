// The floor of a popup that must not make a duplicate: floor.js with the duplicate check before
// the store, the least such a popup must do. Reads what floor.js reads, sends the popup's
// duplicate check (the same list request as lib/shorten.ts's duplicateQuery, same headers), and
// when the server knows no link for the page sends the identical store request; shows the short URL.
(async () => {
  const [local, session, tabs] = await Promise.all([
    chrome.storage.local.get(['settings', 'apiKey', 'apiKeys']),
    chrome.storage.session.get(['apiKey', 'apiKeys']),
    chrome.tabs.query({ active: true, currentWindow: true }),
  ]);
  // As written by the bench (one profile's fields), or as the extension migrates them (profiles, keys by profile).
  const all = local.settings;
  const settings = all.profiles ? (all.profiles.find((p) => p.id === all.activeProfileId) ?? all.profiles[0]) : all;
  const origin = new URL(settings.instanceUrl).origin;
  const byProfile = (keys) => keys?.[settings.id ?? 'default'];
  const stored = [byProfile(session.apiKeys), byProfile(local.apiKeys), session.apiKey, local.apiKey].find((k) => k && k.origin === origin);
  const url = tabs[0].url;
  const options = (method, body) => ({
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${stored.key}`,
      ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body,
    redirect: 'manual',
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  });
  const query = new URLSearchParams({ search: url, search_by: 'url', sort_by: 'id', sort: 'desc', per_page: '25' });
  const listed = await (await fetch(`${settings.instanceUrl}/api/v1/links?${query}`, options('GET'))).json();
  const existing = listed.data.find((link) => link.url === url);
  const shortUrl = existing
    ? existing.short_url
    : (await (await fetch(`${settings.instanceUrl}/api/v1/links`, options('POST', new URLSearchParams({ url, domain_id: String(settings.defaultDomainId) }).toString()))).json()).data.short_url;
  document.getElementById('short').value = shortUrl;
})();
