import { ModalsProvider } from '@mantine/modals';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { CommunityShell } from './community-shell.tsx';

/** The root layout of a community site. */
export function CommunityLayout() {
  const navigation = useNavigation();
  return (
    <ModalsProvider>
      <CommunityShell>
        {navigation.state === 'loading' && <Spinner placement="top" />}
        <Outlet />
      </CommunityShell>
      <ScrollRestoration />
    </ModalsProvider>
  );
}
