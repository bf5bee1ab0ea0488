import * as z from '../zod';

/** Every error body the API sends. */
export const errorBody = z.object({ message: z.string() });
