import { describe, expect, it } from 'vitest';

// test/setup.ts: a timer a test leaves behind fires before the next test starts, not inside it.
// The two tests run in their written order (vitest's default, `sequence.shuffle` off): the second
// reads what the first left, on purpose; `describe.sequential` says so even under `--sequence.concurrent`.
describe.sequential('between two tests', () => {
  let fired = false;
  it('a test leaves a timer due', () => {
    setTimeout(() => {
      fired = true;
    }, 0);
  });

  it('it has fired before the next one starts', () => {
    expect(fired).toBe(true);
  });
});
