import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { isDatabaseUnavailable, openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import { publicUrlWarning } from './http/public-url';
import { createLogger } from './logger';
import type { Logger } from 'pino';

const MAX_RETRY_DELAY_MS = 30_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Prepares the database, retrying in the background while a PostgreSQL server is unreachable
 * (the API answers 503 meanwhile). Any other failure is fatal.
 */
async function prepareWithRetry(
  database: Database,
  config: AppConfig,
  logger: Logger,
  onReady: () => void,
): Promise<boolean> {
  const attempt = async (): Promise<boolean> => {
    try {
      await prepareDatabase(database, { demoMode: config.demoMode, logger });
      onReady();
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn({ err: error }, 'database unreachable; the API answers 503 until it is back');
      return false;
    }
  };
  if (await attempt()) return true;
  let delay = 1_000;
  const retry = () =>
    setTimeout(() => {
      attempt().then(
        (done) => {
          if (!done) {
            delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
            retry();
          }
        },
        (error: unknown) => {
          logger.fatal({ err: error }, 'database preparation failed');
          process.exit(1);
        },
      );
    }, delay).unref();
  retry();
  return false;
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const publicUrlProblem = publicUrlWarning(config);
  if (publicUrlProblem) logger.warn(publicUrlProblem);
  const database = await openDatabase(config.database, logger);
  let ready = false;

  const app = await buildApp({ config, database, logger, isReady: () => ready });
  app.addHook('onClose', () => database.close());

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
  });

  await prepareWithRetry(database, config, logger, () => {
    ready = true;
  });
  await app.listen({ host: config.host, port: config.port });
  const where = config.publicUrl ?? `http://localhost:${config.port}`;
  logger.info(
    { database: config.database.kind, demoMode: config.demoMode },
    `Bilheteria no ar em ${where}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
