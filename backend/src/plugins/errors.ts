import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type ErrorBody } from '@pokerfest/domain';
import { isDataException, postgresErrorCode } from '@pokerfest/infra';

/**
 * Said when the database refused a value the schemas let through. The value and the SQL are never
 * echoed: the message only tells the client which kind of mistake to look for.
 */
export const UNSTORABLE_VALUE_MESSAGE = 'The request contains a value that cannot be stored: a number or date out of range, or text with characters that are not allowed';

/**
 * One place decides what a failure looks like on the wire: typed domain errors and client
 * mistakes become 4xx `{ error, details? }`; anything else is a 500 that reveals nothing.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = describe(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else if (isDataException(error)) {
        // A schema let a value through that the database refused: the request is refused all the
        // same, but a schema needs tightening, so it is logged louder than an ordinary 400.
        request.log.warn({ status, sqlState: postgresErrorCode(error), route: request.routeOptions.url }, 'value refused by the database');
      } else request.log.info({ status, error: body.error }, 'request refused');
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's router refuses some URLs before any route or hook runs (an undecodable escape such as
 * %ED%A0%80, a parameter over the length limit); this answers them in the app's shape, without
 * echoing the URL as Fastify's default answer would. Passed as the server's `frameworkErrors`.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known: Record<string, [number, string]> = {
    FST_ERR_BAD_URL: [400, 'The request URL is not valid (a malformed escape or character)'],
    FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the request URL is too long'],
  };
  const [status, message] = known[error.code] ?? [500, 'Internal server error'];
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, error: message }, 'request refused');
  void reply.status(status).send({ error: message } satisfies ErrorBody);
}

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
  if (isDataException(error)) return { status: 400, body: { error: UNSTORABLE_VALUE_MESSAGE } };
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
