import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { AppInstance } from '../context';

/** The Content-Security-Policy the built app runs under: no inline script, no third-party origin. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Security headers (helmet with the strict CSP), the request id echoed back, and response compression. */
export async function registerSecurityHeaders(app: AppInstance, publicUrl: string): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // Pictures are answered as absolute URLs on PUBLIC_URL, which may differ from the host a page was
        // opened on (127.0.0.1 against localhost, an internal name).
        imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, new URL(publicUrl).origin],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
}
