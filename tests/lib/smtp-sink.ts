/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it accepts, read back with
 * mailparser as a mail client would. `delayMs` makes it a slow relay; an address in `rejectRcpt`
 * is refused at RCPT TO with 550, as a relay refuses a mailbox that does not exist (a hard bounce
 * at send time).
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from './fake-smtp';

export interface Received {
  to: string[];
  mail: ParsedMail;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function smtpSink(port?: number) {
  const listenOn = port ?? (await freePort());
  const received: Received[] = [];
  const sink = {
    delayMs: 0,
    rejectRcpt: new Set<string>(),
    received,
    url: `smtp://127.0.0.1:${listenOn}`,
    /** The messages to `email`. */
    to: (email: string) => received.filter((r) => r.to.includes(email)),
    close: () => new Promise<void>((resolve) => sink.server.close(() => resolve())),
    server: new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!sink.rejectRcpt.has(address.address)) return callback();
        const err = new Error('5.1.1 No such mailbox') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            if (sink.delayMs) await sleep(sink.delayMs);
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch(callback);
      },
    }),
  };
  await new Promise<void>((resolve) => sink.server.listen(listenOn, '127.0.0.1', resolve));
  return sink;
}

export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
