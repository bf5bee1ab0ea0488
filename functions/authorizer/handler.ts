/**
 * The API Gateway HTTP API Lambda authorizer of the 'apiKey' routes (simple responses, identity source
 * `$request.header.X-API-Key`, answers cached 60 s per key by API Gateway). Refused keys get
 * isAuthorized false, which API Gateway answers 403 {"message":"Forbidden"}; a request without the
 * header never gets here (401 {"message":"Unauthorized"}). The local API adapter answers the same.
 */
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult, Context } from 'aws-lambda';
import { API_KEY_HEADER } from '../../shared/constants';
import { logger } from '../kernel/logger';
import { authorizeKey } from './authorize-key';

export interface ApiKeyContext {
  userId: string;
  keyId: string;
}

export type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<ApiKeyContext | Record<string, never>>;

/** The header as API Gateway passes it: lower-cased names in `headers`, the value also in identitySource. */
function presentedKey(event: APIGatewayRequestAuthorizerEventV2): string | undefined {
  const wanted = API_KEY_HEADER.toLowerCase();
  for (const [name, value] of Object.entries(event.headers ?? {})) if (name.toLowerCase() === wanted) return value;
  return event.identitySource?.[0];
}

export async function handler(event: APIGatewayRequestAuthorizerEventV2, context?: Context): Promise<AuthorizerResult> {
  logger.useLambdaContext(context);
  logger.setCorrelationId(event.requestContext.requestId);
  const decision = await authorizeKey(presentedKey(event));
  if (!decision.allowed) {
    logger.info('authorizer: key refused', { reason: decision.reason, routeArn: event.routeArn });
    return { isAuthorized: false, context: {} };
  }
  return { isAuthorized: true, context: { userId: decision.userId, keyId: decision.keyId } };
}
