import { Fragment } from 'preact';
import { t, type MessageKey } from '../../lib/i18n';
import { POLICY_NAMES, type Managed, type PolicyName, type PolicyNote, type ShownValue } from '../../lib/settings/managed';

/** Each policy's name as the settings call what it sets. */
const LABELS: Record<PolicyName, MessageKey> = {
  InstanceUrl: 'optionsInstanceUrl',
  AllowOtherInstances: 'policyOtherInstances',
  AllowPlainHttp: 'policyPlainHttp',
  DefaultDomain: 'optionsDefaultDomain',
  DefaultSpace: 'optionsDefaultSpace',
  DefaultPixels: 'optionsDefaultPixels',
  Presets: 'presetsHeading',
  DefaultPreset: 'presetDefault',
  ShortenOnClick: 'policyToolbarButton',
  ContextMenu: 'optionsMenuTerm',
  AddressBar: 'optionsOmniboxTerm',
  AllowPrivateOneClick: 'optionsPrivateOneClick',
};

const NOTES: Record<PolicyNote['problem'], MessageKey> = {
  type: 'policyNoteType',
  address: 'policyNoteAddress',
  insecure: 'policyNoteInsecure',
  'needs-instance': 'policyNoteNeedsInstance',
  'not-found': 'policyNoteNotFound',
  unknown: 'policyNoteUnknown',
  'no-name': 'policyNoteNoName',
  'same-name': 'policyNoteSameName',
  parameter: 'policyNoteParameter',
  'no-preset': 'policyNoteNoPreset',
};

const isPolicy = (name: string): name is PolicyName => (POLICY_NAMES as readonly string[]).includes(name);

/** "Default space (DefaultSpace)": what people call it, and what the administrator wrote. */
export const policyLabel = (name: string) => (isPolicy(name) ? t('policyLabel', [t(LABELS[name]), name]) : name);

/** A note of a policy not followed, in words: the person can pass it on to whoever set it. */
export const noteText = (note: PolicyNote) => t(NOTES[note.problem], [policyLabel(note.policy), note.value ?? '']);

/** A policy's value as the summary says it. */
function valueText(name: PolicyName, value: ShownValue): string {
  if (typeof value === 'boolean') {
    if (name === 'ShortenOnClick') return t(value ? 'policyShortensAtOnce' : 'policyFormFirst');
    if (name === 'AllowOtherInstances' || name === 'AllowPlainHttp') return t(value ? 'policyAllowed' : 'policyNotAllowed');
    return t(value ? 'policyOn' : 'policyOff');
  }
  if (Array.isArray(value)) return value.length ? value.join(', ') : t('presetNoDefault');
  if (name === 'DefaultSpace' && !value.trim()) return t('optionsNoSpace');
  return value;
}

/**
 * What the organization set, in the order of the settings, and what of its policy could not be
 * followed and why (a note the person can pass on). `level`: the heading's, 2 on the settings
 * page, 3 as a step of the welcome.
 */
export function ManagedSummary({ managed, level }: { managed: Managed; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const NotesHeading = level === 2 ? 'h3' : 'h4';
  const set = POLICY_NAMES.filter((name) => managed.shown[name] !== undefined);
  return (
    <section id="managed" class={level === 2 ? 'group managed' : 'managed'} aria-labelledby="managed-heading">
      <Heading id="managed-heading">{t('policyHeading')}</Heading>
      <p class="hint">{t('policyHint')}</p>
      {set.length > 0 && (
        <dl class="ways">
          {set.map((name) => (
            <Fragment key={name}>
              <dt>{t(LABELS[name])}</dt>
              <dd>{valueText(name, managed.shown[name]!)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {/* Always there, so that a note a policy change brings is announced. */}
      <div role="status">
        {managed.notes.length > 0 && (
          <>
            <NotesHeading>{t('policyNotesHeading')}</NotesHeading>
            <ul class="policy-notes">
              {managed.notes.map((note, i) => (
                <li key={i}>{noteText(note)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
