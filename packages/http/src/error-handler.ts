// Turns every error, including Fastify's own (no route, bad JSON, body too large,
// unknown content type, schema validation) and multipart's, into a problem body of
// the registry, so that no 4xx/5xx ever leaves as anything but application/problem+json.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toFieldErrors, type FieldError, type Problem } from '@cp/schema';
import { ProblemError, problemBody, type ProblemName, PROBLEMS } from './problems.js';
import { BASELINE_SECURITY_HEADERS } from './security-headers.js';
import type { AllowedMethods } from './methods.js';

// Fastify and plugin error codes mapped to registry entries.
const CODE_TO_PROBLEM: Record<string, ProblemName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupportedMediaType',
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_FILES_LIMIT: 'tooManyFiles',
  FST_PARTS_LIMIT: 'badRequest',
  FST_FIELDS_LIMIT: 'badRequest',
  FST_PROTO_VIOLATION: 'badRequest',
  FST_ERR_NOT_FOUND: 'routeNotFound',
};

const DETAILS: Partial<Record<ProblemName, (req: FastifyRequest, err: FastifyError) => string>> = {
  malformedJson: (_req, err) =>
    err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is empty; send a JSON document.' : 'The request body could not be parsed as JSON.',
  bodyTooLarge: () => 'The request body exceeds the size this endpoint accepts.',
  unsupportedMediaType: (req) =>
    `The content type ${JSON.stringify(req.headers['content-type'] ?? '(none)')} is not accepted by ${req.method} ${req.routeOptions.url ?? req.url}.`,
  tooManyFiles: () => 'Send exactly one file, in the field contractPdf.',
};

function validationProblem(err: FastifyError & { validationContext?: string }): Problem {
  const where = { body: 'request body', querystring: 'query string', params: 'path parameters', headers: 'headers' }[err.validationContext ?? 'body'] ?? 'request';
  const errors: FieldError[] = toFieldErrors(err.validation as never);
  const summary = errors
    .slice(0, 5)
    .map((e) => `${e.path || '(root)'} ${e.message}`)
    .join('; ');
  const more = errors.length > 5 ? ` (and ${errors.length - 5} more)` : '';
  return problemBody('validationFailed', `Invalid ${where}: ${summary}${more}.`, { errors });
}

/** Maps any thrown error to a problem body and the headers to send with it. */
export function toProblem(err: FastifyError, req: FastifyRequest): { body: Problem; headers: Record<string, string> } {
  if (err instanceof ProblemError) return { body: err.body, headers: err.headers };
  if (err.validation) return { body: validationProblem(err), headers: {} };
  if (err.name === 'CorruptDocumentError') {
    // A stored document that can no longer be read: say which and why, not "internal error".
    const { what, id, errors } = err as unknown as { what: string; id: string; errors: FieldError[] };
    const contract = what === 'contract';
    return {
      body: problemBody(contract ? 'contractDamaged' : 'recordDamaged', `The stored ${what} ${id} cannot be read; it was written by an older version or damaged.`, {
        errors,
        ...(contract ? { contractId: id } : { verificationCode: id }),
      }),
      headers: {},
    };
  }
  if (err.name === 'InvalidCursorError') {
    return { body: problemBody('invalidCursor', 'The cursor is not one this service issued; start again without it.'), headers: {} };
  }
  const mapped = err.code ? CODE_TO_PROBLEM[err.code] : undefined;
  if (mapped) {
    const detail = DETAILS[mapped]?.(req, err) ?? err.message;
    return { body: problemBody(mapped, detail), headers: {} };
  }
  // JSON parse failures of custom parsers (merge-patch) arrive as SyntaxError with 400.
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return { body: problemBody('malformedJson', `The body could not be parsed as JSON: ${err.message}`), headers: {} };
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { body: { ...problemBody('badRequest', err.message), status }, headers: {} };
  }
  return {
    body: problemBody('internalError', 'The server failed to handle the request; it has been logged.'),
    headers: {},
  };
}

export function sendProblem(reply: FastifyReply, body: Problem, headers: Record<string, string> = {}): FastifyReply {
  return reply
    .status(body.status)
    .headers(headers)
    .type('application/problem+json')
    .send({ ...body, instance: body.instance ?? reply.request.url.split('?')[0] });
}

/**
 * For errors Fastify raises before routing (a URL that cannot be decoded, a path
 * parameter over the router's length limit). No hook has run for these, so the
 * security headers are set here.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  reply.headers(BASELINE_SECURITY_HEADERS);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendProblem(reply, problemBody('uriTooLong', 'A path segment of the URL is longer than the router accepts.'));
    return;
  }
  const detail = err.code === 'FST_ERR_BAD_URL' ? `The URL ${JSON.stringify(req.url)} cannot be decoded.` : err.message;
  void sendProblem(reply, { ...problemBody('badRequest', detail), status: err.statusCode && err.statusCode >= 400 ? err.statusCode : 400 });
}

export function installProblemHandlers(app: FastifyInstance, allowed?: AllowedMethods): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const { body, headers } = toProblem(err, req);
    if (body.status >= 500 && !(err instanceof ProblemError)) req.log.error({ err }, 'request failed');
    else if (body.status >= 500) req.log.warn({ problem: body.type, status: body.status, detail: body.detail }, 'request failed');
    else req.log.info({ problem: body.type, status: body.status }, 'request rejected');
    return sendProblem(reply, body, headers);
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const methods = allowed?.of(path);
    if (methods) {
      // A known path asked with a method it does not take, or asked what it takes.
      const allow = methods.join(', ');
      if (req.method === 'OPTIONS') return reply.status(204).header('allow', allow).send();
      return sendProblem(reply, problemBody('methodNotAllowed', `${path} does not take ${req.method}; it takes ${allow}.`), { allow });
    }
    return sendProblem(reply, problemBody('routeNotFound', `There is no route ${req.method} ${path}.`));
  });
}

export { PROBLEMS };
