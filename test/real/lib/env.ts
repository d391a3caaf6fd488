/**
 * The suite's settings, from the environment run.mjs checked (it prints the usage when the two
 * required ones are missing). The run id comes from global-setup.ts, so every file of one run
 * and its final sweep share it.
 */
import { checkRunId } from './run-id';

export interface RealEnv {
  /** The instance, e.g. https://links.example.com (http only for localhost / 127.0.0.1). */
  url: string;
  key: string;
  runId: string;
  /** Requests left unspent at all times (PHPSHORT_RATE_MARGIN, default 8). */
  margin: number;
}

export function realEnv(env: NodeJS.ProcessEnv = process.env, providedRunId?: string): RealEnv {
  const url = env.PHPSHORT_URL?.trim();
  const key = env.PHPSHORT_KEY?.trim();
  if (!url || !key) throw new Error('PHPSHORT_URL and PHPSHORT_KEY are required: run the suite with `npm run test:real` (it explains them)');
  const runId = providedRunId ?? env.LINKLET_TEST_RUN_ID;
  if (!runId) throw new Error('No run id: the suite runs through vitest.real.config.ts, whose global setup provides it');
  const margin = Number(env.PHPSHORT_RATE_MARGIN ?? 8);
  if (!Number.isInteger(margin) || margin < 2 || margin > 50)
    throw new Error(`PHPSHORT_RATE_MARGIN is a whole number from 2 to 50, got ${env.PHPSHORT_RATE_MARGIN}`);
  return { url: url.replace(/\/+$/, ''), key, runId: checkRunId(runId), margin };
}
