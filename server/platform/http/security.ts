import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/** Security headers on every response. No inline scripts anywhere: the SPA is built files only. */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  const analytics = env.GA_MEASUREMENT_ID ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = env.GA_MEASUREMENT_ID ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : [];
  await app.register(helmet, {
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
  });
}
