import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Providers } from '@/app/providers';

/** Shows where the router ended up, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

/** The app's providers (query cache, antd App, locale) as a renderHook wrapper. */
export function AppWrapper({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
