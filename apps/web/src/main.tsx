// Browser entry: fonts, styles, and the app mounted on #root.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends the landing page already rendered (apps/web/build/prerender.ts): it is hydrated, not
// drawn again. Every other page arrives with the loading frame, which the app's first render replaces.
if (container.hasAttribute('data-hydrate')) hydrateRoot(container, app);
else createRoot(container).render(app);
