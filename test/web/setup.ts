/** Setup for the web component tests (jsdom): unmount after each test, restore mocks, stub what jsdom lacks. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens are lazy chunks (web/src/app/lazy-route.ts): a screen's first import under jsdom on a busy
// machine can take longer than findBy's default second.
configure({ asyncUtilTimeout: 5_000 });

// React Testing Library only cleans up by itself when test globals are on; they are not.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;
