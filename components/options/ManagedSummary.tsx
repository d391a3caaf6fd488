import { Fragment } from 'preact';
import { t, type MessageKey } from '../../lib/i18n';
import { pixelTypeName } from '../manager/options';
import { POLICY_NAMES, type Managed, type PolicyAdded, type PolicyName, type PolicyNote, type ShownValue } from '../../lib/settings/managed';

/** Each policy's name as the settings call what it sets. */
const LABELS: Record<PolicyName, MessageKey> = {
  InstanceUrl: 'optionsInstanceUrl',
  AllowOtherInstances: 'policyOtherInstances',
  AllowPlainHttp: 'policyPlainHttp',
  DefaultDomain: 'optionsDefaultDomain',
  DefaultSpace: 'optionsDefaultSpace',
  DefaultPixels: 'optionsDefaultPixels',
  TeamPixels: 'policyTeamPixels',
  TeamSpaces: 'policyTeamSpaces',
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
  'too-many': 'policyNoteTooMany',
  'too-long': 'policyNoteTooLong',
  'pixel-type': 'policyNotePixelType',
  'pixel-value': 'policyNotePixelValue',
  'same-pixel': 'policyNoteSamePixel',
  refused: 'policyNoteRefused',
  'no-spaces': 'policyNoteNoSpaces',
};

const isPolicy = (name: string): name is PolicyName => (POLICY_NAMES as readonly string[]).includes(name);

/** "Default space (DefaultSpace)": what people call it, and what the administrator wrote. */
export const policyLabel = (name: string) => (isPolicy(name) ? t('policyLabel', [t(LABELS[name]), name]) : name);

/** A note of a policy not followed, in words: the person can pass it on to whoever set it. */
export const noteText = (note: PolicyNote) => t(NOTES[note.problem], [policyLabel(note.policy), note.value ?? '', note.reason ?? '']);

/** "pixel FB main (Facebook), space Campaigns": what Linklet added to the account. */
export const addedText = (added: readonly PolicyAdded[]) =>
  added.map((a) => (a.policy === 'TeamPixels' ? t('policyAddedPixel', [a.value, pixelTypeName(a.type ?? '')]) : t('policyAddedSpace', a.value))).join(', ');

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
 * What the organization set, each policy once, in the order of the settings, with its state:
 * applied, added to the person's account (the team's pixels and spaces), or not applied with why
 * and what the person can do (a note they can pass on). `level`: the heading's, 2 on the settings
 * page, 3 as a step of the welcome.
 */
export function ManagedSummary({ managed, level }: { managed: Managed; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const set = POLICY_NAMES.filter((name) => managed.shown[name] !== undefined || managed.notes.some((note) => note.policy === name));
  // Policies Linklet does not have, or that could not be read at all: said once, below the rest.
  const others = managed.notes.filter((note) => !set.includes(note.policy as PolicyName));
  const added = managed.added ?? [];
  return (
    <section id="managed" class={level === 2 ? 'group managed' : 'managed'} aria-labelledby="managed-heading">
      <Heading id="managed-heading">{t('policyHeading')}</Heading>
      <p class="hint">{t('policyHint')}</p>
      {/* A status, so that a state a policy change brings is announced. */}
      <div role="status">
        {added.length > 0 && <p class="ok policy-added">{t('policyAddedLine', addedText(added))}</p>}
        {(set.length > 0 || others.length > 0) && (
          <dl class="ways policy-states">
            {set.map((name) => {
              const notes = managed.notes.filter((note) => note.policy === name);
              const mine = added.filter((a) => a.policy === name);
              const value = managed.shown[name];
              return (
                <Fragment key={name}>
                  <dt>{t(LABELS[name])}</dt>
                  <dd>
                    {value !== undefined && <span class="policy-value">{valueText(name, value)}</span>}{' '}
                    <span class={`policy-state ${notes.length ? 'warn' : 'ok'}`}>
                      {notes.length ? t('policyStateNotApplied') : mine.length ? t('policyStateAdded') : t('policyStateApplied')}
                    </span>
                    {notes.length > 0 && (
                      <ul class="policy-notes">
                        {notes.map((note, i) => (
                          <li key={i}>{noteText(note)}</li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </Fragment>
              );
            })}
            {others.length > 0 && (
              <>
                <dt>{t('policyOther')}</dt>
                <dd>
                  <span class="policy-state warn">{t('policyStateNotApplied')}</span>
                  <ul class="policy-notes">
                    {others.map((note, i) => (
                      <li key={i}>{noteText(note)}</li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
    </section>
  );
}
