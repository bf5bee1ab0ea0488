/**
 * Texts the server returns and the forms show: SPEC.md section 5 (validation) and the server-side
 * messages of section 8 and DESIGN.md section 7. One wording, shared by the API and the web app.
 * Each area's texts are defined in shared/messages/: the web app imports the area it shows, so a screen's
 * chunk carries only its own texts (issue 12, the landing page's budget); the server reads them all here.
 */
export { VALIDATION } from './messages/validation';
export { AUTH_MESSAGES } from './messages/auth';
export { HTTP_MESSAGES } from './messages/http';
export { PHOTO_MESSAGES } from './messages/photo';
export { TRIBE_MESSAGES } from './messages/tribe';
export { SOCIAL_MESSAGES } from './messages/social';
export { SHARE_MESSAGES } from './messages/share';
export { CAPSULE_MESSAGES } from './messages/capsule';
export { API_KEY_MESSAGES } from './messages/api-key';
export { EDIT_MESSAGES } from './messages/edit';
export { ACCOUNT_MESSAGES } from './messages/account';
