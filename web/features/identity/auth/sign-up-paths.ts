export const signUpStepPath = (step: 1 | 2) => `/auth/sign-up/step/${step}`;
export const signUpFormPath = '/auth/sign-up/form';
