export { LoginPage, safeRedirect } from './login-page';
export { RegisterPage } from './register-page';
export { refreshGrant, logoutCall, isGrant } from './api';
