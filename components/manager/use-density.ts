import { useEffect, useState } from 'preact/hooks';
import { readDensity, saveDensity, type Density } from '../../lib/manager/density';

/** The Links view's density, as remembered, and its change (remembered at once). */
export function useDensity(): [Density, (density: Density) => void] {
  const [density, setDensity] = useState<Density>('comfortable');
  useEffect(() => {
    let live = true;
    void readDensity().then((read) => live && setDensity(read));
    return () => {
      live = false;
    };
  }, []);
  const change = (next: Density) => {
    setDensity(next);
    void saveDensity(next).catch(() => undefined);
  };
  return [density, change];
}
