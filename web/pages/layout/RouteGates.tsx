import { Navigate, Outlet } from 'react-router';
import { LoadingBoundary } from '../../ui/LoadingBoundary';
import { useShellViewer } from './useShellViewer';

// Gates are pathless layout routes around the pages they protect. They read the viewer from the
// shell query, so a logout (which reloads that query) moves the user off a protected page too.

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
    <LoadingBoundary>
      <SignedInOnly />
    </LoadingBoundary>
  );
}

/** /admin…: visitors go to /auth, signed-in non-admins to /. */
export function RequireAdmin() {
  return (
    <LoadingBoundary>
      <AdminOnly />
    </LoadingBoundary>
  );
}

/** /auth: a signed-in user goes to /. */
export function RequireVisitor() {
  return (
    <LoadingBoundary>
      <VisitorOnly />
    </LoadingBoundary>
  );
}
