import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrationInstrumentation } from './lib/hydrate-on-sight.tsx';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[hydrationInstrumentation]} />
    </StrictMode>,
  );
});
