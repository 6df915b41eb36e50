import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { services } from './lib/services.server.ts';
import { listCategories } from './modules/catalog/queries.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = services(context);
  const categories = await listCategories(database.db);
  return data({
    categories,
    cart: { count: 0, totalPaise: 0 },
    wishlistCount: 0,
    user: null as null | { firstName: string },
    year: new Date().getFullYear(),
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main>
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
    </main>
  );
}
