import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

const loaded = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * A component fetched with a dynamic `import()` the first time it is wanted, so the popup's first
 * load carries only what the first paint needs. `null` while loading, `'failed'` if the chunk
 * could not load (e.g. the extension was updated while the popup was open).
 */
export function useLazy<P>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | null | 'failed' {
  const [component, setComponent] = useState<{ value: ComponentType<P> } | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    let promise = loaded.get(load) as Promise<ComponentType<P>> | undefined;
    if (!promise) {
      promise = load();
      loaded.set(load, promise);
      promise.catch(() => loaded.delete(load));
    }
    promise.then(
      (value) => live && setComponent({ value }),
      () => live && setComponent('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, load, component]);
  return component === null || component === 'failed' ? component : component.value;
}
