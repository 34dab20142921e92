import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * The journeys run in two lanes at once, each against a server of its own (its own port and fresh database, the
 * demo loaded on each), so no lane sees the other's writes. Files keep their order inside a lane. Lane A takes the
 * files listed here (about half of the time, from the CI's durations); lane B every other file, new ones included.
 * `E2E_LANES=1` runs every file in one lane against one server, as before.
 */
const LANE_A = [
  'shell',
  'expenses',
  'project-setup',
  'logistics',
  'phone',
  'identity',
  'green',
  'budget',
  'green-actions',
  'green-checklist',
  'green-reports',
  'green-dashboard',
  'people',
  'green-waste-templates',
].map((name) => `**/${name}.e2e.ts`);
const ONE_LANE = process.env.E2E_LANES === '1';

const server = (port: number) => ({
  // Production mode with the demo asked for and explicitly allowed (a server refuses demo accounts in production).
  command: `rm -rf e2e/.data-${port} && DATA_DIR=e2e/.data-${port} PORT=${port} NODE_ENV=production DEMO=1 ALLOW_DEMO=1 node --enable-source-maps packages/server/dist/main.js`,
  cwd: '..',
  url: `http://localhost:${port}/healthz`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Browser journeys in Debian's chromium (no browser download here), against `npm run serve` on a fresh database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: ONE_LANE ? 1 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
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
  projects: ONE_LANE
    ? [{ name: 'all', use: { baseURL: `http://localhost:${PORT}` } }]
    : [
        { name: 'lane-a', testMatch: LANE_A, use: { baseURL: `http://localhost:${PORT}` } },
        { name: 'lane-b', testIgnore: LANE_A, use: { baseURL: `http://localhost:${PORT + 1}` } },
      ],
  webServer: ONE_LANE ? [server(PORT)] : [server(PORT), server(PORT + 1)],
});
