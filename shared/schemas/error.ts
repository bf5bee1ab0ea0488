import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/** Every error body the API sends. */
export const errorBody = lazySchema(() => z.object({ message: z.string() }));
