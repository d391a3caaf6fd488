/**
 * Making the team's pixels and spaces in the person's account (TeamPixels, TeamSpaces): run by
 * the background alone, so two Linklet pages can never make the same pixel at once. Nothing is
 * asked while the stored lists already hold every team item; otherwise the lists are read again
 * (another browser of the person's may have made them meanwhile), then each missing one is made
 * with one POST, paced within the rate limit. A refusal (the plan, a name taken) is recorded with
 * the server's words and asked again after a day or when the policy changes it.
 */
import type { ApiClient, InstanceClient } from '../api/client';
import { toErrorData, type ApiErrorData } from '../api/errors';
import { createPacer, type Pacer } from '../bulk/pace';
import { getConnection, type Connection } from '../connection/connection';
import { readFacts, type Facts } from '../instance/facts';
import { revalidate, updateFacts } from '../instance/revalidate';
import { pixelKey, readTeamRecord, refusalOf, spaceKey, teamPixelIn, teamSpaceIn, writeTeamRecord, type TeamRecord } from './team';
import type { TeamPixel, TeamSpace } from './values';

export interface Team {
  pixels: readonly TeamPixel[];
  spaces: readonly TeamSpace[];
}

export interface ProvisionDeps {
  connect?: (options: { profileId: string }) => Promise<Connection<InstanceClient & Pick<ApiClient, 'pixels'>>>;
  pacer?: Pacer;
  now?: () => number;
}

/** Runs by profile, one at a time: a second call while one runs waits for it and checks again. */
const running = new Map<string, Promise<void>>();

export function provisionTeam(profileId: string, team: Team, deps: ProvisionDeps = {}): Promise<void> {
  const previous = running.get(profileId) ?? Promise.resolve();
  const next = previous.then(() => provisionOnce(profileId, team, deps)).catch(() => undefined);
  running.set(profileId, next);
  return next;
}

type Missing = { pixels: TeamPixel[]; spaces: TeamSpace[] };

/** What of `team` the lists in `facts` lack, less what the account refused lately. `null`: a list is not known well enough to tell. */
function missingIn(team: Team, facts: Facts, record: TeamRecord, now: number): Missing | null {
  const pixels = facts.pixels?.value;
  const spaces = facts.spaces?.value;
  // Pixels read by earlier versions lack their value: they cannot be matched by it.
  if (team.pixels.length && (!pixels || pixels.some((p) => p.value === undefined))) return null;
  if (team.spaces.length && spaces === undefined) return null;
  return {
    pixels: team.pixels.filter((p) => !teamPixelIn(p, pixels ?? [], record) && !refusalOf(record, 'pixel', pixelKey(p), now)),
    // A server without spaces (null) has none to make.
    spaces: spaces === null ? [] : team.spaces.filter((s) => !teamSpaceIn(s, spaces ?? [], record) && !refusalOf(record, 'space', spaceKey(s), now)),
  };
}

async function provisionOnce(profileId: string, team: Team, deps: ProvisionDeps): Promise<void> {
  if (!team.pixels.length && !team.spaces.length) return;
  const now = deps.now ?? Date.now;
  const connection = await (deps.connect ?? getConnection)({ profileId });
  if (!connection.ready) return;
  const { client } = connection;
  const scope = { profileId, origin: client.origin };
  let record = await readTeamRecord(profileId, client.origin);
  let missing = missingIn(team, await readFacts(scope), record, now());
  if (missing && !missing.pixels.length && !missing.spaces.length) return;
  // Read again before making anything: the person's other browser may have made them already.
  const facts = await revalidate(client, scope, [...(team.pixels.length ? (['pixels'] as const) : []), ...(team.spaces.length ? (['spaces'] as const) : [])], {
    force: true,
  });
  missing = missingIn(team, facts, record, now());
  if (!missing) return;
  const pacer = deps.pacer ?? createPacer();
  const made: { pixels: { id: number; name: string; type: string; value: string }[]; spaces: { id: number; name: string }[] } = { pixels: [], spaces: [] };
  const refuse = (kind: 'pixel' | 'space', key: string, error: ApiErrorData) => {
    record = { ...record, refused: { ...record.refused, [`${kind} ${key}`]: { reason: reasonOf(error), at: now() } } };
  };
  for (const pixel of missing.pixels) {
    const outcome = await attempt(pacer, (onRate) => client.pixels.create({ name: pixel.name, type: pixel.type, value: pixel.value }, { onRate }));
    if (outcome === 'stop') break;
    if ('error' in outcome) refuse('pixel', pixelKey(pixel), outcome.error);
    else {
      record = { ...record, pixels: { ...record.pixels, [pixelKey(pixel)]: outcome.value.id } };
      made.pixels.push({ id: outcome.value.id, name: outcome.value.name ?? pixel.name, type: pixel.type, value: pixel.value });
    }
  }
  for (const space of missing.spaces) {
    const outcome = await attempt(pacer, (onRate) => client.spaces.create({ name: space.name, ...(space.color ? { color: space.color } : {}) }, { onRate }));
    if (outcome === 'stop') break;
    if ('error' in outcome) refuse('space', spaceKey(space), outcome.error);
    else {
      record = { ...record, spaces: { ...record.spaces, [spaceKey(space)]: outcome.value.id } };
      made.spaces.push({ id: outcome.value.id, name: outcome.value.name ?? space.name });
    }
  }
  // The record first: the facts' change is what makes the policy be applied again, with it.
  await writeTeamRecord(profileId, record);
  if (made.pixels.length || made.spaces.length)
    await updateFacts(scope, (current) => {
      const at = now();
      if (made.pixels.length && current.pixels?.value) current.pixels = { ...current.pixels, at, value: [...current.pixels.value, ...made.pixels] };
      if (made.spaces.length && current.spaces?.value) current.spaces = { ...current.spaces, at, value: [...current.spaces.value, ...made.spaces] };
    });
}

type Outcome<T> = { value: T } | { error: ApiErrorData } | 'stop';

/** One paced request: its record, a refusal to record, or 'stop' (not reachable now, rate-limited: tried again later). */
async function attempt<T>(pacer: Pacer, send: (onRate: (rate: { limit: number; remaining: number }) => void) => Promise<T>): Promise<Outcome<T>> {
  try {
    await pacer.take();
    return { value: await send((rate) => pacer.observe(rate)) };
  } catch (error) {
    const data = toErrorData(error);
    // The account said no (its plan, a name it has, a feature it lacks): recorded. Anything else is tried again later.
    return data.name === 'ValidationError' || data.name === 'ForbiddenError' || data.name === 'NotFoundError' ? { error: data } : 'stop';
  }
}

/** The server's words for a refusal: its first field message, else its message. */
function reasonOf(error: ApiErrorData): string {
  const first = Object.values(error.fields ?? {}).flat()[0];
  return (first ?? error.message).slice(0, 200);
}
