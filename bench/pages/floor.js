// The floor of "popup open → short link shown": the least any popup must do. Read the settings
// and the key where Linklet keeps them, read the active tab's URL, send the very store request the
// popup sends (same URL, headers, body and fetch options as lib/api/request.ts), show the short URL.
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
  const body = new URLSearchParams({ url: tabs[0].url, domain_id: String(settings.defaultDomainId) });
  const response = await fetch(`${settings.instanceUrl}/api/v1/links`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${stored.key}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: body.toString(),
    redirect: 'manual',
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  });
  const json = await response.json();
  document.getElementById('short').value = json.data.short_url;
})();
