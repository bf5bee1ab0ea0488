/** Texts the GitHub OIDC wrapper answers with; one wording each. */
export const GITHUB_OIDC_MESSAGES = {
  notConfigured: 'GitHub sign-in is not configured',
  unknownClient: 'Unknown client_id',
  redirectNotAllowed: 'redirect_uri is not allowed',
  clientIdRequired: 'client_id is required',
  redirectUriRequired: 'redirect_uri is required',
  formBodyRequired: 'The body must be application/x-www-form-urlencoded',
  repeatedParameter: 'A parameter is given more than once',
  oneClientAuthMethod: 'Use one client authentication method',
  clientAuthFailed: 'Client authentication failed',
  grantTypeUnsupported: 'Only the authorization_code grant is supported',
  codeRequired: 'code is required',
  codeRejected: 'The authorization code is invalid or has expired',
  noVerifiedEmail: 'Your GitHub account has no verified email address',
  bearerRequired: 'A Bearer access token is required',
  tokenRejected: 'The access token is invalid or has expired',
  githubUnavailable: 'GitHub is not answering. Please try again.',
} as const;
