import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import type { AppRouter } from './router';

/** The whole app, on the router main.tsx made (it starts the first page's calls itself). */
export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
