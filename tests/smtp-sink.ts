import net from 'node:net';

// A local SMTP server that speaks just enough of the protocol (RFC 5321: greeting, EHLO, MAIL, RCPT,
// DATA, QUIT; no TLS, no auth) for nodemailer to hand it mails, which it keeps. The real nodemailer
// SMTP client stays in the loop, as the Paddle and Clerk fakes keep the real SDKs.

export type SunkMail = { from: string; to: string[]; raw: string; body: string };

/** RFC 2045 quoted-printable, as nodemailer writes bodies with long lines. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpSink(): Promise<{ url: string; mails: SunkMail[]; close: () => Promise<void> }> {
  const mails: SunkMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    socket.write('220 sink.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push({ ...envelope, raw, body: decodeQuotedPrintable(raw) });
          envelope = { from: '', to: [] };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') socket.write('250 sink.test\r\n');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 OK\r\n');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An smtp:// address where nothing listens (a server that is down). */
export async function deadSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
