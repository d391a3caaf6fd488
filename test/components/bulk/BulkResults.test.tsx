// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkResults } from '../../../components/bulk/BulkResults';
import { newBatch } from '../../../lib/bulk/batch';

afterEach(() => cleanup());

const batch = newBatch('https://sho.rt', '', { domainId: 1, spaceId: null, pixelIds: [] }, ['https://a.org/1']);
const noop = () => undefined;

describe('BulkResults', () => {
  it('says when the run waits for the rate limit, and for how long', () => {
    render(<BulkResults batch={batch} running pausedUntil={Date.now() + 29_500} onRetry={noop} onContinue={noop} onStop={noop} onNew={noop} />);
    expect(screen.getByText('Waiting for the server’s rate limit: going on in about 30 s.')).toBeTruthy();
  });

  it('says nothing of it otherwise, and offers Continue for a stopped run with URLs waiting', () => {
    render(<BulkResults batch={batch} running={false} pausedUntil={0} onRetry={noop} onContinue={noop} onStop={noop} onNew={noop} />);
    expect(screen.queryByText(/rate limit/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
