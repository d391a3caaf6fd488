import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['.tmp-debug/*.e2e.ts'], testTimeout: 60000 } });
