import { RoutePage } from '../../features/page/RoutePage';

/** Any path the router does not know. It needs no data, so it has no loader. */
export function NotFoundPage() {
  return <RoutePage titleId="NotFound.title" subtitleId="NotFound.description" />;
}
