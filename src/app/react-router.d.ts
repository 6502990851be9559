/**
 * The console mounts a declarative <BrowserRouter> (src/app/app.tsx), whose navigate() returns void. React Router
 * types it `void | Promise<void>` to cover its data routers too, which would make every navigate() call a floating
 * promise to the type-aware lint; its useNavigate documentation advises narrowing the type to the router in use.
 */
import type { NavigateOptions, To } from 'react-router';

declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
