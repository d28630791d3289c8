/**
 * The OpenAPI document, generated from the routes' zod schemas, at GET /api/openapi.json, and a
 * browsable reference at /api/docs (swagger-ui's own static files, which fit the app's CSP:
 * its scripts and stylesheets are same-origin files and its images data: URLs).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CLIENT_VERSION } from '@/contract/api';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const zodTransform = createJsonSchemaTransform({
  skipList: [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/static/*`, OPENAPI_PATH],
});

type TransformInput = Parameters<typeof zodTransform>[0];

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'School MIS API',
          description:
            'API of the School MIS front desk, staff and parent portal. Answers are `{ success, data, message, meta }`; ' +
            'errors are `{ success: false, message, errors? }`. POST, PUT and PATCH bodies may be sent as ' +
            '`{ encryptedData }` (see the README) or as plain JSON.',
          version: CLIENT_VERSION,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: (input: TransformInput) => {
        const result = zodTransform(input);
        // Routes that need no token say so in the document, so "Try it out" sends none.
        const access = (input as { route?: { config?: { access?: unknown } } }).route?.config?.access;
        if (access === 'public' && result.schema && !(result.schema as { hide?: boolean }).hide) {
          return { ...result, schema: { ...result.schema, security: [] } };
        }
        return result;
      },
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The validator badge would load an image from validator.swagger.io, which the CSP refuses.
      uiConfig: { deepLinking: true, validatorUrl: null } as Record<string, unknown>,
      // A few of swagger-ui's widgets set inline styles and load inline SVG; the app's CSP
      // already allows both, so no relaxation is needed here.
    });

    app.get(OPENAPI_PATH, { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
