// `/pro-access`: how to get PRO access, when the deployment has no external request form.
export { ProAccessPage } from '../features/identity/pro-request/pro-access-page.tsx';
