import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/** Security headers on every response. No inline scripts anywhere: the SPA is built files only. */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  const headers = await helmetHeaders(env);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What a response carries whatever it is, and so is not helmet's to say. */
const ownHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets for our policy, worked out once: they are the same for every response
 * (no nonces), and @fastify/helmet would build the policy again on every request — about a
 * twentieth of a small request's time.
 */
async function helmetHeaders(env: Env): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(env));
  probe.get('/', async () => '');
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(res.headers).flatMap(([name, value]) =>
        ownHeaders.has(name) || value === undefined ? [] : [[name, String(value)]],
      ),
    );
  } finally {
    await probe.close();
  }
}

function helmetOptions(env: Env): FastifyHelmetOptions {
  const analytics = env.GA_MEASUREMENT_ID ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = env.GA_MEASUREMENT_ID ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analyticsConnect],
        mediaSrc: ["'self'", 'blob:'],
        // The check-in scanner's QR decoder (qr-scanner) runs in a worker it builds from a blob.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
    hsts: env.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}
