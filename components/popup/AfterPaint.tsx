import type { TargetTab } from '../../lib/tab-url';
import { BackgroundNotices } from './BackgroundNotices';
import { ProfileSwitch } from './ProfileSwitch';

/** What the popup loads after its first paint: the profile switch, and the background's notices. `tab`: the tab its start found. */
export function AfterPaint({ tab }: { tab?: TargetTab }) {
  return (
    <>
      <ProfileSwitch tab={tab} />
      <BackgroundNotices />
    </>
  );
}
