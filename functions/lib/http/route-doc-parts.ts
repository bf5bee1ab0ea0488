/** Pieces of route contracts that several groups' declarations share (route.ts's RouteDoc). */
import { messageResponse } from '../../../shared/schemas/auth';

/** A paged list's answer carries the next page's cursor in a header. */
export const pageHeaders = { 'X-Next-Cursor': 'the cursor of the next page (`?cursor=`), absent on the last page' };

export const photoNotFound = { 404: 'No such photo, or the viewer may not see it' };

/** A 200 answering `{message}`. */
export const messageAnswer = (description: string) => ({ status: 200, description, schema: messageResponse });

/** A 302 whose Location says where the browser goes next. */
export const redirectAnswer = (description: string) => ({
  status: 302,
  description,
  headers: { Location: 'where the browser goes next' },
});
