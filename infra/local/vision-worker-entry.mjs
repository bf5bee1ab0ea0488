// A worker thread starts plain Node: TypeScript is loaded through tsx's API, as `npm start` loads it.
import { register } from 'tsx/esm/api';

register();
await import('./vision-worker.ts');
