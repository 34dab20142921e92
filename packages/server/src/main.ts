import { startApp } from './app';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-data';
import { readConfig } from './lib/config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const started = Date.now();
  const config = readConfig();
  const app = await startApp(config);
  console.info(
    `Setledger is running at ${app.url} (${app.database.kind}, started in ${Date.now() - started} ms)`,
  );
  if (app.demoLoaded) console.info('Demo production loaded: "The Last Lighthouse".');
  if (config.loadDemo) {
    console.info(`Demo logins (password for all: ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) console.info(`  ${user.email.padEnd(34)} ${user.role}`);
  }

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
  console.error('Setledger failed to start', error);
  process.exit(1);
});
