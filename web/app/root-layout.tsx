import { ModalsProvider } from '@mantine/modals';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { SiteShell } from './site-shell.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <ModalsProvider>
      <SiteShell>
        {navigation.state === 'loading' && <Spinner placement="top" />}
        <Outlet />
      </SiteShell>
      <ScrollRestoration />
    </ModalsProvider>
  );
}
