import { ErrorScreen } from '../components/ui/error-screen.tsx';

/** `/404`: the "page doesn't exist" screen, for links that point at something gone. */
export function NotFoundPage() {
  return <ErrorScreen kind="notFound" />;
}
