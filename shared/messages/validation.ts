/**
 * The wording of SPEC.md section 5: what a request body or form field fails with, for the web and the
 * tests. The Lambdas' schemas import the area they need (account, privacy, upload, request), so a bundle
 * holds only those texts; Object.assign marked pure, as a spread would be kept in every bundle (issue 12).
 */
import { ACCOUNT_VALIDATION } from './account-validation';
import { PRIVACY_VALIDATION } from './privacy-validation';
import { REQUEST_VALIDATION } from './request-validation';
import { UPLOAD_VALIDATION } from './upload-validation';

export const VALIDATION = /* @__PURE__ */ Object.assign(
  {},
  REQUEST_VALIDATION,
  ACCOUNT_VALIDATION,
  PRIVACY_VALIDATION,
  UPLOAD_VALIDATION,
);
