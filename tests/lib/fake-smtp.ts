/**
 * A loopback fake of an SMTP relay, as much of the protocol as nodemailer speaks to a plain relay
 * without authentication: greeting, EHLO/HELO, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT. It
 * keeps every message it accepted (the raw RFC 822 text and its recipients). `listen()` can be
 * called again on the same port after `close()`: a relay that was down and comes back.
 */
import net from 'node:net';

export interface FakeSmtpMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  messages: FakeSmtpMessage[];
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** A free loopback port: bound once by the OS, then released (the relay starts down on it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function session(socket: net.Socket, messages: FakeSmtpMessage[]): void {
  let buffer = '';
  let envelope: { from: string; to: string[] } = { from: '', to: [] };
  let data: string | null = null;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 fake-smtp ready');
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        // Undo dot-stuffing: a line starting with '..' was a line starting with '.'.
        data += buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
        buffer = buffer.slice(end + 5);
        messages.push({ ...envelope, raw: data });
        envelope = { from: '', to: [] };
        data = null;
        reply('250 OK: queued');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
      else if (verb === 'HELO' || verb === 'NOOP') reply('250 OK');
      else if (verb === 'MAIL') {
        envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (verb === 'RCPT') {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        data = '';
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 OK');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
        return;
      } else reply('502 Command not implemented');
    }
  });
}

/** A relay on `port` (a free one when not given), not listening until `listen()`. */
export async function fakeSmtp(port?: number): Promise<FakeSmtp> {
  const chosen = port ?? (await freePort());
  const messages: FakeSmtpMessage[] = [];
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    messages,
    async listen() {
      if (server) return;
      server = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        session(socket, messages);
      });
      await new Promise<void>((resolve) => server!.listen(chosen, '127.0.0.1', resolve));
    },
    async close() {
      if (!server) return;
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
