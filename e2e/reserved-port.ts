import { createServer, type AddressInfo } from 'node:net';

/**
 * A free local port, held until `release()`: the site must know its own address (APP_ORIGIN) before
 * the app exists, and a port let go early can be handed to the SMTP receiver or another test's
 * server in the meantime. Release it right before the app listens.
 */
export async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => holder.close(() => resolve())) };
}
