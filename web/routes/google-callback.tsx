// `/google/callback`: where the identity provider sends the browser back.
export { googleCallbackLoader, GoogleCallbackPage, GoogleCallbackPending } from '../features/auth/google-callback-page.tsx';
