import { buildApp } from './app.ts';
import { openDatabase } from './db/bootstrap.ts';
import { EnvError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startMailWorker } from './lib/mail/worker.ts';
import { startJobRunner } from './lib/jobs/boss.ts';
import { expireHoldsJob } from './services/bookings/holds.ts';
import { deleteTemporaryLicencesJob } from './services/licences/licences.ts';
import { purgeUnconfirmedSubscriptionsJob } from './services/newsletter/newsletter.ts';
import { pickupRemindersJob } from './services/bookings/reminders.ts';
import { getSettings } from './services/settings/settings.ts';
import { storageFromEnv } from './lib/storage/index.ts';

/**
 * Boot: configuration, database (embedded unless DATABASE_URL), HTTP server, and a graceful
 * shutdown on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 */
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env);
  const db = await openDatabase(env, (message) => logger.info({ component: 'database' }, message));
  // The embedded PostgreSQL dying leaves nothing to serve with: exit non-zero at once, so the
  // supervisor (systemd, Docker's restart policy, a process manager) starts the whole server again,
  // which starts PostgreSQL again and recovers its data (docs/decisions/033-database-unavailable.md).
  // With DATABASE_URL the server stays up and answers 503 DATABASE_UNAVAILABLE until it returns.
  db.embedded?.onUnexpectedExit((how) => {
    logger.fatal({ component: 'database' }, `${how}: the embedded database is down, exiting (status 70) so that a supervisor restarts the server`);
    process.exit(70);
  });
  // Uploaded files: STORAGE_DIR, or the S3 bucket when S3_BUCKET is set (docs/decisions/028).
  const storage = storageFromEnv(env);
  logger.info({ component: 'storage' }, storage.kind === 's3' ? `uploaded files go to the S3 bucket ${env.S3_BUCKET} at ${new URL(env.S3_ENDPOINT!).host}` : `uploaded files go to ${env.STORAGE_DIR}`);
  const app = await buildApp({ env, prisma: db.prisma, databaseUrl: db.url, loggerInstance: logger, storage });
  // Delivers the mail outbox (every instance may run one; rows are claimed with SKIP LOCKED).
  const mailWorker = env.MAIL_WORKER
    ? await startMailWorker({
        databaseUrl: db.url,
        // MAIL_TRANSPORT=log: logged, never sent, even when SMTP_URL is set (env.ts).
        smtpUrl: env.MAIL_TRANSPORT === 'smtp' ? env.SMTP_URL : undefined,
        mailFrom: env.MAIL_FROM ?? `Erbil Car Rental <no-reply@${new URL(env.PUBLIC_URL).hostname}>`,
        log: logger.child({ component: 'mail' }),
        // Leave the shutdown budget room for closing the HTTP server and the database.
        stopGraceMs: Math.min(5000, env.SHUTDOWN_TIMEOUT_MS / 3),
      })
    : null;
  // Scheduled jobs (pg-boss on the same database; each run happens once across instances).
  const jobs = env.JOBS
    ? await startJobRunner({
        databaseUrl: db.url,
        jobs: [
          expireHoldsJob({ db: db.prisma }),
          deleteTemporaryLicencesJob({ db: db.prisma, storage }),
          // Newsletter subscriptions never confirmed within 30 days are deleted.
          purgeUnconfirmedSubscriptionsJob({ db: db.prisma }),
          // The pick-up reminder, 24 hours before (ADR 023): once per booking across instances.
          pickupRemindersJob({ db: db.prisma, settings: getSettings(env), env, publicUrl: env.PUBLIC_URL }),
        ],
        log: logger.child({ component: 'jobs' }),
        stopGraceSeconds: Math.min(5, env.SHUTDOWN_TIMEOUT_MS / 3000),
      })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await mailWorker?.stop();
      await jobs?.stop();
      storage.close();
      await db.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    logger.error({ err }, `could not listen on port ${env.PORT}`);
    await mailWorker?.stop();
    await jobs?.stop();
    await db.close();
    process.exit(1);
  }
  logger.info(`Erbil car rental is ready at ${env.PUBLIC_URL} (GraphQL at ${env.PUBLIC_URL}/graphql)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
