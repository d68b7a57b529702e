// `/profile`: signed-in people only.
export { profileLoader, ProfilePage } from '../features/identity/profile/profile-page.tsx';
