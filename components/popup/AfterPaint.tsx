import { BackgroundNotices } from './BackgroundNotices';
import { ProfileSwitch } from './ProfileSwitch';

/** What the popup loads after its first paint: the profile switch, and the background's notices. */
export function AfterPaint() {
  return (
    <>
      <ProfileSwitch />
      <BackgroundNotices />
    </>
  );
}
