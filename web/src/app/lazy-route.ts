import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit (React.lazy over one named export): each screen is its own chunk, so
 * the landing page never downloads the member app. The root layout's Suspense shows the loading screen
 * meanwhile, the same one every screen shows while the session loads, so nothing shifts. The screen's
 * own props carry through (e.g. the reading pages' `page`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any screen's props
export function lazyRoute<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
