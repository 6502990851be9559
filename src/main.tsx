import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { opensSignInAlone } from './app/sign-in-address';
import { localeReady } from './shared/i18n';
import './styles/global.css';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

/** The console proper (antd, the router, the shell): a chunk of its own, not loaded by the sign-in page alone. */
async function startConsole(): Promise<void> {
  const { App } = await import('./app/app');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** The sign-in page opened on its own, drawn without the console (docs/architecture.md §4 "Sign-in page"). */
async function startSignIn(): Promise<void> {
  const { renderSignIn } = await import('./app/sign-in');
  renderSignIn(root, startConsole);
}

// An English user's texts first (src/shared/i18n): zh-CN users wait for nothing.
void localeReady.then(() => (opensSignInAlone(window.location) ? startSignIn() : startConsole()));
