import { useEffect, useState } from 'preact/hooks';
import { watchHostPermission } from '../../lib/permissions';
import { readAllSettings, settingsOf, watchAllSettings, type AllSettings, type Settings } from '../../lib/settings';

/** All the saved settings, live: a change from any page (or this one) re-renders. null while loading. */
export function useAllSettings(): AllSettings | null {
  const [all, setAll] = useState<AllSettings | null>(null);
  useEffect(() => {
    let live = true;
    const stop = watchAllSettings((next) => live && setAll(next));
    void readAllSettings().then((loaded) => live && setAll((current) => current ?? loaded));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return all;
}

/** The active profile's settings, live. null while loading. */
export function useSettings(): Settings | null {
  const all = useAllSettings();
  return all && settingsOf(all);
}

/**
 * Whether the extension holds host permission for `origin`, following grants and revocations
 * made anywhere (this page, the browser's extension settings). null while unknown or no origin.
 */
export function useHostPermission(origin: string): boolean | null {
  const [granted, setGranted] = useState<boolean | null>(null);
  useEffect(() => {
    setGranted(null);
    if (!origin) return undefined;
    return watchHostPermission(origin, setGranted);
  }, [origin]);
  return granted;
}
