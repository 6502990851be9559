export { LoginPage, safeRedirect } from './login-page';
export { RegisterPage } from './register-page';
