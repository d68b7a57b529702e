import type { AddressInfo, Socket } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export type ReceivedMail = Omit<Email, 'to'> & { to: string[]; toAddresses: Email['to'] };

export type SmtpReceiverOptions = {
  /** called before a message is accepted; return a promise to hold the sender (e.g. forever) */
  beforeAccept?: (mail: ReceivedMail, index: number) => Promise<void> | void;
};

/** A real SMTP server on a free local port that keeps what it receives, parsed. */
export async function startSmtpReceiver(options: SmtpReceiverOptions = {}) {
  const mails: ReceivedMail[] = [];
  let seen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Where no resolver answers, the reverse lookup of each client waits 1.5 s; a local receiver needs no name.
    disableReverseLookup: true,
    // Senders keep their connection open between mails: closing hangs up on them after a moment,
    // as a real server going down does, instead of waiting half a minute for them to leave.
    closeTimeout: 200,
    onData(stream: SMTPServerDataStream, session, callback) {
      void receive(
        stream,
        session.envelope.rcptTo.map((r) => r.address),
      ).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });
  async function receive(stream: SMTPServerDataStream, to: string[]) {
    const raw = await new Response(stream as unknown as ReadableStream).arrayBuffer();
    const parsed = await PostalMime.parse(raw);
    const mail: ReceivedMail = { ...parsed, to, toAddresses: parsed.to };
    const index = seen++;
    await options.beforeAccept?.(mail, index);
    mails.push(mail);
  }
  const sockets = new Set<Socket>();
  let connections = 0;
  server.server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** how many connections senders opened so far */
    get connections() {
      return connections;
    },
    /** drops every open connection at once, without a word, like a server that crashed or a network that failed */
    hangUp: () => {
      for (const socket of sockets) socket.destroy();
    },
    /** waits until at least `count` mails arrived */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return mails;
    },
    mailsTo: (address: string) => mails.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
