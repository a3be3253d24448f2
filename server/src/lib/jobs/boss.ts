import { PgBoss } from 'pg-boss';

/**
 * Scheduled jobs on the application's own PostgreSQL, through pg-boss (schema `pgboss`, created
 * and migrated by pg-boss itself on start, under its own advisory lock). Every instance may run a
 * runner: pg-boss lets one instance per interval evaluate the schedules, files each occurrence
 * once (a singleton slot per minute), and hands each job to one worker (SKIP LOCKED), so a
 * scheduled job runs once across instances. The queues are `exclusive`: at most one job of a
 * queue is queued or running at a time, so a slow run is never overlapped by the next one and a
 * deployment whose workers were down does not come back to a backlog.
 */

export interface ScheduledJob {
  /** Queue and schedule name. */
  name: string;
  /** Cron expression (UTC). */
  cron: string;
  /** One run. Throwing fails this run only (no retry: the next occurrence is the retry). */
  run: () => Promise<unknown>;
  /** Seconds a run may take before pg-boss counts it as failed (default 60). */
  timeoutSeconds?: number;
}

export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunnerOptions {
  databaseUrl: string;
  jobs: ScheduledJob[];
  log: JobLog;
  /** Connections of pg-boss's own pool (default 2: it polls, it does not serve requests). */
  poolSize?: number;
  /** How often workers look for a job and pg-boss forwards due occurrences, in seconds (default 5). */
  pollSeconds?: number;
  /** How often an instance offers to evaluate the schedules, in seconds (default 30; a pass a minute is enough for cron). */
  scheduleCheckSeconds?: number;
  /** Seconds stop() lets a running job finish (default 5). */
  stopGraceSeconds?: number;
}

export interface JobRunner {
  /** Stops scheduling and working, lets a running job finish (up to the grace), closes the pool. */
  stop(): Promise<void>;
}

export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { log, jobs } = options;
  const pollSeconds = options.pollSeconds ?? 5;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 2,
    application_name: 'erbil-jobs',
    cronWorkerIntervalSeconds: pollSeconds,
    cronMonitorIntervalSeconds: options.scheduleCheckSeconds ?? 30,
    registerInstance: false,
  });
  // An EventEmitter's 'error' with no listener would throw: pg-boss reports its own failures
  // (a lost connection, a failed poll) here and keeps going.
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job runner warning'));
  await boss.start();
  try {
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        policy: 'exclusive',
        retryLimit: 0,
        expireInSeconds: job.timeoutSeconds ?? 60,
        // A run a minute: keep a day of history for inspection, no more.
        deleteAfterSeconds: 24 * 3600,
      });
      await boss.schedule(job.name, job.cron);
      await boss.work(job.name, { pollingIntervalSeconds: pollSeconds }, async ([item]) => {
        const started = Date.now();
        try {
          const result = await job.run();
          log.info({ job: job.name, id: item?.id, ms: Date.now() - started, result }, 'job done');
          return result;
        } catch (err) {
          log.error({ err, job: job.name, id: item?.id }, 'job failed');
          throw err;
        }
      });
    }
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => {});
    throw err;
  }
  return {
    stop: () => boss.stop({ graceful: true, timeout: (options.stopGraceSeconds ?? 5) * 1000 }),
  };
}
