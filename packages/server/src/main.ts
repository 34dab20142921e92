import { startApp } from './app';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-data';
import { DemoInProductionError } from './demo/demo-policy';
import { readConfig } from './lib/config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const started = Date.now();
  const config = readConfig();
  const app = await startApp(config);
  // One write for the whole banner, so whoever reads the output (a person, a test, a process manager) never
  // sees the "running" line without the demo lines that follow it.
  const banner = [
    `Setledger is running at ${app.url} (${app.database.kind}, started in ${Date.now() - started} ms)`,
  ];
  if (app.demoLoaded) banner.push('Demo production loaded: "The Last Lighthouse".');
  if (app.hasDemoAccounts) {
    banner.push(`Demo logins (password for all: ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) banner.push(`  ${user.email.padEnd(34)} ${user.role}`);
    banner.push('WARNING: the demo accounts share a published password; keep this server to yourself.');
  }
  console.info(banner.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: finishing in-flight requests, then closing the database.`);
    const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof DemoInProductionError) console.error(error.message);
  else console.error('Setledger failed to start', error);
  process.exit(1);
});
