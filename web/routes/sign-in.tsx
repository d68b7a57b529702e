// `/sign-in`
export { SignInPage } from '../features/identity/auth/sign-in-page.tsx';
export { redirectIfSignedIn as signInLoader } from '../session/require-signed-in.ts';
