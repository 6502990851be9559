/**
 * The bench's bare reference for the sign-in page and home (bench/page-weight.mjs): React 19 rendering a form with an
 * account and a password box, and nothing else — no UI library, no router, no API client. What the console's
 * sign-in page loads and how soon its password box shows are printed as multiples of this page's.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>
        账号 <input name="username" autoComplete="username" />
      </label>
      <label>
        密码 <input name="password" type="password" autoComplete="current-password" />
      </label>
      <button type="submit">登录</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
