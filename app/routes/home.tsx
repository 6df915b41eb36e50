import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Gruha Appliances' }];
}

export default function Home({ matches }: Route.ComponentProps) {
  const root = matches[0].loaderData;
  return (
    <main>
      <ul>
        {root.categories.map((c) => (
          <li key={c.id}>{c.name}</li>
        ))}
      </ul>
    </main>
  );
}
