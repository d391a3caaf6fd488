import { useEffect, useState } from 'preact/hooks';
import { watchHostPermission } from '../../lib/permissions';
import { readSettings, watchSettings, type Settings } from '../../lib/settings';

/** The saved settings, live: a change from any page (or this one) re-renders. null while loading. */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    const stop = watchSettings((next) => live && setSettings(next));
    void readSettings().then((loaded) => live && setSettings((current) => current ?? loaded));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return settings;
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
