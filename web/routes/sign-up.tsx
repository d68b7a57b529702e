// `/auth/sign-up/step/{currentStep}` and `/auth/sign-up/form`
export { SignUpStepPage } from '../features/identity/auth/sign-up-steps-page.tsx';
export { SignUpFormPage } from '../features/identity/auth/sign-up-form-page.tsx';
export { redirectIfSignedIn as signUpLoader } from '../session/require-signed-in.ts';
