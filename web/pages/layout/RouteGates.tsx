import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet } from 'react-router';
import { CenteredSpinner } from '../../ui/Spinner';
import { useShellViewer } from './useShellViewer';

// Gates are pathless layout routes around the pages they protect. They read the viewer from the
// shell query, so a logout (which reloads that query) moves the user off a protected page too.

function GateSpinner({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'Common.loading' })} />}>{children}</Suspense>;
}

function SignedInOnly() {
  return useShellViewer() ? <Outlet /> : <Navigate to="/auth" replace />;
}

function AdminOnly() {
  const viewer = useShellViewer();
  if (!viewer) return <Navigate to="/auth" replace />;
  return viewer.isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

function VisitorOnly() {
  return useShellViewer() ? <Navigate to="/" replace /> : <Outlet />;
}

/** /profile…: visitors go to /auth; a spinner shows while the user loads. */
export function RequireViewer() {
  return (
    <GateSpinner>
      <SignedInOnly />
    </GateSpinner>
  );
}

/** /admin…: visitors go to /auth, signed-in non-admins to /. */
export function RequireAdmin() {
  return (
    <GateSpinner>
      <AdminOnly />
    </GateSpinner>
  );
}

/** /auth: a signed-in user goes to /. */
export function RequireVisitor() {
  return (
    <GateSpinner>
      <VisitorOnly />
    </GateSpinner>
  );
}
