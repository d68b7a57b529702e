// `/google/callback`: where the identity provider sends the browser back.
export {
  googleCallbackLoader,
  GoogleCallbackPage,
  GoogleCallbackPending,
} from '../features/identity/auth/google-callback-page.tsx';
