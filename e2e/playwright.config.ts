import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/** Browser journeys in Debian's chromium (no browser download here), against `npm run serve` on a fresh database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    // As a person who turned animations off: panels and dialogs open at once, so no step acts on a moving part.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Production mode with the demo asked for and explicitly allowed (a server refuses demo accounts in production).
    command: `rm -rf e2e/.data-${PORT} && DATA_DIR=e2e/.data-${PORT} PORT=${PORT} NODE_ENV=production DEMO=1 ALLOW_DEMO=1 node --enable-source-maps packages/server/dist/main.js`,
    cwd: '..',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
