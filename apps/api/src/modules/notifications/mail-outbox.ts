import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailTransport } from '../../adapters/mail/transport';
import type { Clock } from '../../lib/clock';
import type { MailOutbox } from '../../deps';
import { claimDueMails, insertOutboxMail, markMailFailed, markMailSent } from './mail.repository';

const BATCH = 20;
const MAX_ATTEMPTS = 6;
const POLL_MS = 2000;
/** How long a claimed mail is reserved for the instance sending it (longer than SMTP's own time-outs). */
const LEASE_MS = 5 * 60_000;

export function createMailOutbox(deps: {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): MailOutbox {
  const { db, clock, transport, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function deliverBatch(): Promise<number> {
    const now = clock.now();
    const due = await claimDueMails(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (const mail of due) {
      try {
        await transport.send(mail, db);
        await markMailSent(db, mail.id, clock.now());
      } catch (error) {
        const attempt = mail.attempts + 1;
        const retryAt =
          attempt < MAX_ATTEMPTS ? new Date(clock.now().getTime() + 2 ** attempt * 30_000) : null;
        log.warn({ err: error, mailId: mail.id, attempt }, 'mail delivery failed');
        await markMailFailed(db, mail.id, String(error), retryAt);
      }
    }
    return due.length;
  }

  async function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        let sent: number;
        do {
          sent = await deliverBatch();
          total += sent;
        } while (sent === BATCH);
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    enqueue: (tx, mail) => insertOutboxMail(tx, mail, clock.now()),
    deliverDue,
    kick() {
      setImmediate(() => deliverDue().catch((error) => log.error({ err: error }, 'mail outbox failed')));
    },
    start() {
      timer ??= setInterval(() => {
        deliverDue().catch((error) => log.error({ err: error }, 'mail outbox failed'));
      }, POLL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
