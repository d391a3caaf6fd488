import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n';

/**
 * How the settings page shows what an organization's policy fixes (lib/settings/managed.ts): the
 * value where the control would be, readable and focusable but not editable, said to be the
 * organization's.
 */

/** "Set by your organization", under a fixed setting; `id` for the control's `aria-describedby`. */
export function SetByOrganization({ id }: { id: string }) {
  return (
    <p class="hint managed-hint" id={id}>
      {t('policySetByOrg')}
    </p>
  );
}

/** A fixed value: its label, the value in a read-only field, and whose it is. */
export function LockedField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} value={value} readOnly aria-describedby={`${id}-managed`} />
      <SetByOrganization id={`${id}-managed`} />
    </div>
  );
}

/** A fixed switch: ticked or not as the policy says, not to be changed. */
export function LockedSwitch({ id, checked, children }: { id: string; checked: boolean; children: ComponentChildren }) {
  return (
    <>
      <label class="check">
        <input id={id} type="checkbox" checked={checked} disabled aria-describedby={`${id}-managed`} />
        {children}
      </label>
      <SetByOrganization id={`${id}-managed`} />
    </>
  );
}
