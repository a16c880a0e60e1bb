import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { ensureJobs, findDueJobs, finishJob, leaseJob } from './jobs.repository';

export interface JobDefinition {
  name: string;
  intervalMs: number;
  /** How long a run may take before another instance may take the job over. */
  leaseMs?: number;
  run(): Promise<void>;
}

interface JobLogger {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

export class JobScheduler {
  private readonly jobs = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private ensured = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: JobLogger,
  ) {}

  register(job: JobDefinition): void {
    this.jobs.set(job.name, job);
    this.ensured = false;
  }

  async runDue(): Promise<string[]> {
    if (!this.ensured) {
      await ensureJobs(this.db, [...this.jobs.keys()], this.clock.now());
      this.ensured = true;
    }
    const ran: string[] = [];
    const due = await findDueJobs(this.db, this.clock.now());
    for (const job of this.jobs.values()) {
      if (!due.has(job.name)) continue;
      if (!(await leaseJob(this.db, job.name, this.clock.now(), job.leaseMs ?? 5 * 60 * 1000))) continue;
      let failure: string | null = null;
      const started = Date.now();
      try {
        await job.run();
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        this.logger.error({ job: job.name, err: error }, 'job failed');
      }
      // Which instance ran what, and when: the cluster test counts these lines to prove each run happens once.
      this.logger.debug({ job: job.name, startedAt: started, ms: Date.now() - started }, 'job ran');
      const now = this.clock.now();
      await finishJob(this.db, job.name, now, new Date(now.getTime() + job.intervalMs), failure);
      ran.push(job.name);
    }
    return ran;
  }

  start(tickMs = 1000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runDue()
        .then(() => undefined)
        .catch((error) => this.logger.error({ err: error }, 'job tick failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
