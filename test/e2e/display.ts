// Each vitest worker drives its browsers on its own virtual display (test/e2e/run.mjs starts one per
// worker): a permission prompt answered with xdotool in one file never lands in another's window.
const displays = process.env.LINKLET_E2E_DISPLAYS?.split(',').filter(Boolean) ?? [];
const pool = Number(process.env.VITEST_POOL_ID ?? 1);
if (displays.length) process.env.DISPLAY = displays[(pool - 1) % displays.length];
