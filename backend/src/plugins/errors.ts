import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '@pokerfest/domain';

interface ErrorBody {
  error: string;
  details?: unknown;
}

/**
 * One place decides what a failure looks like on the wire: typed domain errors and client
 * mistakes become 4xx `{ error, details? }`; anything else is a 500 that reveals nothing.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = describe(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, error: body.error }, 'request refused');
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);

function describe(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    return { status: error.status, body: withDetails(error.message, error.details) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message,
    }));
    return { status: 400, body: { error: `Invalid ${error.validationContext ?? 'request'}`, details } };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { error: 'Internal server error' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { error: clientMessage(error) } };
  return { status: 500, body: { error: 'Internal server error' } };
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}

function withDetails(message: string, details: unknown): ErrorBody {
  return details === undefined ? { error: message } : { error: message, details };
}
