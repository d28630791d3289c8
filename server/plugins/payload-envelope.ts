/**
 * Payload envelope (ARCHITECTURE "How data flows"): write bodies arrive as `{ encryptedData }`
 * and are decrypted before validation, so routes, validation and the idempotency hash all see
 * the plain body; plain JSON bodies pass through (API users, the login call). A decrypted layer is
 * parsed by Fastify's own JSON parser, so it meets the same checks as a plain body (`__proto__`
 * and `constructor.prototype` keys refused with the same 400).
 *
 * With ENCRYPT_RESPONSES=true every JSON answer of a route is wrapped in two nested
 * `{ encryptedData }` layers (the client accepts one or two). The wrapping is added to each
 * route's own onSend hooks, which run after the scope's hooks: the idempotency plugin therefore
 * records the plain answer and a replay is encrypted afresh.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isEncryptedEnvelope, PayloadDecryptError } from '@/lib/payload-crypto';
import { openPayloadText, sealPayload } from '../lib/payload-cipher';

export const INVALID_PAYLOAD_MESSAGE = 'Invalid encrypted payload';

/** A client sends one layer; two are accepted for symmetry with the answers. */
const MAX_LAYERS = 2;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export function encryptAnswer(answer: unknown, key: string): { encryptedData: string } {
  const inner = { encryptedData: sealPayload(answer, key) };
  return { encryptedData: sealPayload(inner, key) };
}

function isJsonContentType(value: unknown): boolean {
  const type = Array.isArray(value) ? value[0] : value;
  return typeof type === 'string' && /^application\/(.+\+)?json\b/i.test(type);
}

type JsonParser = (request: FastifyRequest, text: string, done: (error: Error | null, value?: unknown) => void) => void;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Parses decrypted text as Fastify parses a plain JSON body (same parser, same poisoning settings):
 * JSON it refuses throws Fastify's own error, so both paths give the same answer; text that is
 * not JSON at all was not encrypted by a client of ours.
 */
function plainBodyParser(app: FastifyInstance): (request: FastifyRequest, text: string) => unknown {
  const parser = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error') as JsonParser;
  return (request, text) => {
    const outcome: { error: Error | null; value?: unknown } = { error: null };
    // The default parser calls back at once (it is synchronous).
    parser(request, text, (error, value) => {
      outcome.error = error;
      outcome.value = value;
    });
    if (!outcome.error) return outcome.value;
    if (isJson(text)) throw outcome.error;
    throw new PayloadDecryptError();
  };
}

const payloadEnvelope: FastifyPluginAsync = async (app) => {
  const key = app.config.payloadKey;
  const parseLikePlainBody = plainBodyParser(app);

  app.addHook('preValidation', async (request, reply) => {
    if (!BODY_METHODS.has(request.method)) return;
    let body: unknown = request.body;
    for (let layer = 0; layer < MAX_LAYERS && isEncryptedEnvelope(body); layer += 1) {
      try {
        body = parseLikePlainBody(request, openPayloadText(body.encryptedData, key));
      } catch (error) {
        if (!(error instanceof PayloadDecryptError)) throw error;
        return reply.code(400).send({ success: false, message: INVALID_PAYLOAD_MESSAGE });
      }
    }
    request.body = body;
  });

  if (!app.config.encryptResponses) return;

  const encryptJsonAnswer: onSendHookHandler = (_request, reply, payload, done) => {
    if (typeof payload !== 'string' || !isJsonContentType(reply.getHeader('content-type'))) {
      done(null, payload);
      return;
    }
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      done(null, payload);
      return;
    }
    done(null, JSON.stringify(encryptAnswer(answer, key)));
  };

  app.addHook('onRoute', (route) => {
    if (route.url === '/api/openapi.json' || route.url.startsWith('/api/docs')) return;
    const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...existing, encryptJsonAnswer];
  });
};

export const payloadEnvelopePlugin = fp(payloadEnvelope, { name: 'payload-envelope', fastify: '5.x' });
