/**
 * From the form to the client's inputs. A new link sends only what the user set (the server's
 * defaults cover the rest); an edit sends only what changed, as a PATCH, so fields another
 * client changed meanwhile are left alone. Run `validateLinkForm` first: this trusts its input.
 */
import type { LinkCreateInput, LinkFields, LinkUpdateInput, Privacy, TargetRule, TargetType } from '../api/schemas';
import { RULES_OF_TYPE, type LinkFormState, type RuleKind, type RuleRow } from './state';
import { isBlankRow, normalizeRuleKey } from './validate';

const RULE_KINDS: readonly RuleKind[] = ['country', 'platform', 'language'];

/** The rows that will be sent, in order, with the index each has in the form (for errors). */
export function sentRules(kind: RuleKind, rows: RuleRow[]): Array<TargetRule & { formIndex: number }> {
  return rows.flatMap((row, formIndex) =>
    isBlankRow(row) ? [] : [{ key: normalizeRuleKey(kind, row.key), value: row.value.trim(), formIndex }],
  );
}

/** Rotation URLs to send, with their index in the form. */
export function sentRotation(values: string[]): Array<{ value: string; formIndex: number }> {
  return values.flatMap((value, formIndex) => (value.trim() === '' ? [] : [{ value: value.trim(), formIndex }]));
}

const rules = (kind: RuleKind, rows: RuleRow[]): TargetRule[] => sentRules(kind, rows).map(({ key, value }) => ({ key, value }));
const rotation = (values: string[]): Array<{ value: string }> => sentRotation(values).map(({ value }) => ({ value }));

/** The lists a form sends: the selected type's rules, and language rules with any type. */
function targeting(form: LinkFormState): Pick<LinkFields, 'country' | 'platform' | 'language' | 'rotation'> {
  const out: Pick<LinkFields, 'country' | 'platform' | 'language' | 'rotation'> = {};
  const selected = RULES_OF_TYPE[form.targetType];
  if (selected === 'rotation') out.rotation = rotation(form.rotation);
  else if (selected) out[selected] = rules(selected, form[selected]);
  out.language = rules('language', form.language);
  return out;
}

export function buildCreateInput(form: LinkFormState, url: string): LinkCreateInput {
  const input: LinkCreateInput = { url, domain_id: Number(form.domainId.trim()) };
  const alias = form.alias.trim();
  if (alias) input.alias = alias;
  if (form.password !== '') input.password = form.password;
  if (form.spaceId.trim()) input.space_id = Number(form.spaceId.trim());
  if (form.pixelIds.length > 0) input.pixel_ids = [...form.pixelIds];
  if (form.disabled) input.disabled = 1;
  if (form.privacy !== '0') input.privacy = Number(form.privacy) as Privacy;
  if (form.privacy === '2' && form.privacyPassword !== '') input.privacy_password = form.privacyPassword;
  if (form.expirationUrl.trim()) input.expiration_url = form.expirationUrl.trim();
  if (form.expirationDate.trim()) input.expiration_date = form.expirationDate.trim();
  if (form.expirationTime.trim()) input.expiration_time = form.expirationTime.trim();
  if (form.expirationClicks.trim()) input.expiration_clicks = Number(form.expirationClicks.trim());
  if (form.targetType !== '0') input.target_type = Number(form.targetType) as TargetType;
  for (const [name, list] of Object.entries(targeting(form)) as Array<[keyof LinkFields, unknown[]]>) {
    if (list.length > 0) (input as unknown as Record<string, unknown>)[name] = list;
  }
  return input;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only the fields that differ from `initial` (the link as loaded). Passwords are write-only (the
 * server never shows them), so an empty password field means "keep", not "remove".
 */
export function buildUpdateInput(initial: LinkFormState, form: LinkFormState): LinkUpdateInput {
  const input: LinkUpdateInput = {};
  const changed = <K extends keyof LinkFormState>(name: K) => initial[name] !== form[name];
  if (form.url.trim() !== initial.url.trim()) input.url = form.url.trim();
  if (form.alias.trim() !== initial.alias.trim()) input.alias = form.alias.trim();
  if (form.password !== '') input.password = form.password;
  if (form.spaceId.trim() !== initial.spaceId.trim()) input.space_id = form.spaceId.trim() ? Number(form.spaceId.trim()) : null;
  if (!sameIds(initial.pixelIds, form.pixelIds)) input.pixel_ids = [...form.pixelIds];
  if (changed('disabled')) input.disabled = form.disabled ? 1 : 0;
  if (changed('privacy')) input.privacy = Number(form.privacy) as Privacy;
  if (form.privacy === '2' && form.privacyPassword !== '') input.privacy_password = form.privacyPassword;
  // An emptied text field is sent empty: that is how the API clears it.
  if (form.expirationUrl.trim() !== initial.expirationUrl.trim()) input.expiration_url = form.expirationUrl.trim();
  if (form.expirationDate.trim() !== initial.expirationDate.trim()) input.expiration_date = form.expirationDate.trim();
  if (form.expirationTime.trim() !== initial.expirationTime.trim()) input.expiration_time = form.expirationTime.trim();
  if (form.expirationClicks.trim() !== initial.expirationClicks.trim()) {
    input.expiration_clicks = form.expirationClicks.trim() ? Number(form.expirationClicks.trim()) : null;
  }
  if (changed('targetType')) input.target_type = Number(form.targetType) as TargetType;
  const after = targeting(form);
  for (const name of [...RULE_KINDS, 'rotation'] as const) {
    const next = after[name];
    if (!next) continue;
    const previous = name === 'rotation' ? rotation(initial.rotation) : rules(name, initial[name]);
    if (!sameJson(previous, next)) (input as Record<string, unknown>)[name] = next;
  }
  return input;
}
