/**
 * A page that holds a client must let it go once storage no longer gives that connection: its
 * profile removed, its instance moved (or no longer agreed to), its key changed or cleared (issue
 * 29: an open batch or manager page went on with a removed profile's key).
 */
import { connectionStamp, type Connection } from './connection';
import { KEY_ITEMS } from '../settings/api-key';
import { SETTINGS_ITEM } from '../settings/item';

/**
 * Calls `onStale` once the connection is no longer what storage gives its profile; a connection
 * not made from storage (no stamp) is not watched. Returns the unsubscribe.
 */
export function watchConnection(connection: Extract<Connection<unknown>, { ready: true }>, onStale: () => void): () => void {
  const { stamp } = connection;
  if (stamp === undefined) return () => undefined;
  let live = true;
  // Only the newest check may answer: an older one can resolve after a later change.
  let latest = 0;
  const check = () => {
    const ticket = ++latest;
    void connectionStamp(connection.settings.profileId).then((now) => {
      if (!live || ticket !== latest || now === stamp) return;
      stop();
      onStale();
    });
  };
  const stops = [SETTINGS_ITEM, ...KEY_ITEMS].map((item) => item.watch(check));
  const stop = () => {
    live = false;
    stops.forEach((unwatch) => unwatch());
  };
  return stop;
}
