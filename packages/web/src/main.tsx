// First: zod, loaded later by the screens that validate, finds its configuration set.
import './lib/zod-jitless';
// The public pages' part of Mantine's stylesheet; the signed-in shell brings the rest (issue 17).
import './app/styles-public';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
