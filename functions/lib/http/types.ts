import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { UserRecord } from '../../data/members/users';

/** The HTTP API (v2) event, with what our Lambda authorizer puts in its context for mobile routes. */
export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { lambda?: { userId?: string; keyId?: string } };
  };
};
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** Who is asking: the signed-in member and the session that proved it. */
export interface Viewer {
  user: UserRecord;
  /** The raw session id from the cookie; absent for API-key requests. */
  sessionId?: string;
  /** The id of the API key the authorizer accepted ('apiKey' routes only). */
  apiKeyId?: string;
}

export interface OperationContext {
  event: ApiEvent;
  viewer: Viewer | null;
  requestId: string;
  /** The Lambda's invocation context: how long this invocation may still run. */
  lambda: Context;
}

export type Operation = (context: OperationContext) => Promise<ApiResult>;
