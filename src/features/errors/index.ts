export { NotFoundPage, UnauthorizedPage, UnknownComponentPage } from './error-pages';
