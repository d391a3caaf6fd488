/**
 * Once per run, in vitest's main process: the run id every file shares (provided to them), and
 * at the end, after the files' own clean-up and even after a failure, the final sweep: every
 * link and pixel the server still has with this run's marker is deleted, then the server is asked
 * again and the run fails if any is left.
 */
import type { TestProject } from 'vitest/node';
import { createClient } from '../../lib/api';
import { realEnv } from './lib/env';
import { pacedFetch, RatePacer } from './lib/pacer';
import { checkRunId, newRunId, runNames } from './lib/run-id';
import { findRunRecords, sweep, type SweepClient } from './lib/sweep';

declare module 'vitest' {
  export interface ProvidedContext {
    runId: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const runId = checkRunId(process.env.LINKLET_TEST_RUN_ID || newRunId());
  project.provide('runId', runId);
  console.log(`[linklet real] run id ${runId}: everything this run creates starts with ${runNames(runId).prefix}`);
  return async () => {
    try {
      await finalSweep(runId);
    } catch (error) {
      // vitest reports an error thrown here but still exits 0: the exit code says it instead.
      console.error(`[linklet real] FINAL SWEEP FAILED: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  };
}

async function finalSweep(runId: string): Promise<void> {
  const env = realEnv(process.env, runId);
  const pacer = new RatePacer({ margin: env.margin });
  // Links and pixels are read alike in both versions: the default version's client will do.
  const client = createClient({ version: null, baseUrl: env.url, apiKey: env.key, fetch: pacedFetch(pacer), timeoutMs: 240_000 }) as unknown as SweepClient;
  const swept = await sweep(client, runId);
  if (swept.links.length || swept.pixels.length) {
    console.log(
      `[linklet real] final sweep deleted what the files left: links ${swept.links.join(', ') || 'none'}; pixels ${swept.pixels.join(', ') || 'none'}`,
    );
  }
  const left = await findRunRecords(client, runId);
  if (left.links.length || left.pixels.length) {
    throw new Error(
      `Records of run ${runId} are still on the server: links ${left.links.map((l) => l.id).join(', ')}; pixels ${left.pixels.map((p) => p.id).join(', ')}`,
    );
  }
  console.log(`[linklet real] final sweep: nothing of run ${runId} is left on ${new URL(env.url).host}`);
}
