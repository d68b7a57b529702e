import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/ui/error-screen.tsx';
import { errorScreenKind } from './error-screen-kind.ts';
import { SiteShell } from './site-shell.tsx';

/** Error boundary of the page routes: the screen replaces the page, the header stays. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen kind={errorScreenKind(error)} />;
}

/** Error boundary of the root route (its loader failed, so the layout never rendered). */
export function RootError() {
  return (
    <SiteShell>
      <RouteError />
    </SiteShell>
  );
}
