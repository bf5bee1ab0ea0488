// First: in the build it is also its own script, run before react arrives (src/early.ts); here it is
// the same module, so it runs once either way.
import './early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { reportWebVitalsAfterFirstPaint } from './lib/report-web-vitals';
import './styles/theme.css';
import './styles/shared.css';

// The build keeps zod's jitless switch in zod's own chunk, which every schema's chunk imports first;
// Vite's dev server has no chunks, so there the switch runs before the app (lib/zod-without-eval.ts).
if (import.meta.env.DEV) await import('./lib/zod-without-eval');

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

reportWebVitalsAfterFirstPaint();
