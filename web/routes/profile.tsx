// `/profile`: signed-in people only.
export { profileLoader, ProfilePage } from '../features/profile/profile-page.tsx';
