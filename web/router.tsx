import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './pages/layout/AppLayout';
import { appLayoutLoader } from './pages/layout/appLayoutLoader';
import { RequireAdmin, RequireViewer, RequireVisitor } from './pages/layout/RouteGates';
import { ROOT_ROUTE_ID } from './pages/layout/useShellViewer';
import { RouteErrorPage } from './pages/error/RouteErrorPage';
import { CenteredSpinner } from './ui/Spinner';

// Every page is split out: its loader and its component are separate lazy chunks, fetched in
// parallel, and the loader starts the page's Relay query as soon as its (small) chunk arrives,
// while the component's code is still downloading.
type LazyPage = NonNullable<Extract<RouteObject['lazy'], object>>;

const home: LazyPage = {
  loader: async () => (await import('./pages/home/homePageLoader')).homePageLoader,
  Component: async () => (await import('./pages/home/HomePage')).HomePage,
};
const textToMeme: LazyPage = {
  loader: async () => (await import('./features/generation/creatorPageLoader')).creatorPageLoader,
  Component: async () => (await import('./pages/textToMeme/TextToMemePage')).TextToMemePage,
};
const templateMeme: LazyPage = {
  loader: async () => (await import('./pages/templateMeme/templateMemePageLoader')).templateMemePageLoader,
  Component: async () => (await import('./pages/templateMeme/TemplateMemePage')).TemplateMemePage,
};
const uploadMeme: LazyPage = {
  loader: async () => (await import('./features/generation/creatorPageLoader')).creatorPageLoader,
  Component: async () => (await import('./pages/uploadMeme/UploadMemePage')).UploadMemePage,
};
const templateEditor: LazyPage = {
  loader: async () => (await import('./pages/templateEditor/templateEditorPageLoader')).templateEditorPageLoader,
  Component: async () => (await import('./pages/templateEditor/TemplateEditorPage')).TemplateEditorPage,
};
const create: LazyPage = {
  loader: async () => (await import('./features/generation/creatorPageLoader')).creatorPageLoader,
  Component: async () => (await import('./pages/create/CreatePage')).CreatePage,
};
const auth: LazyPage = {
  loader: async () => (await import('./pages/auth/authPageLoader')).authPageLoader,
  Component: async () => (await import('./pages/auth/AuthPage')).AuthPage,
};
const pricing: LazyPage = {
  loader: async () => (await import('./pages/pricing/pricingPageLoader')).pricingPageLoader,
  Component: async () => (await import('./pages/pricing/PricingPage')).PricingPage,
};
const affiliates: LazyPage = {
  loader: async () => (await import('./pages/affiliates/affiliatesPageLoader')).affiliatesPageLoader,
  Component: async () => (await import('./pages/affiliates/AffiliatesPage')).AffiliatesPage,
};
const profile: LazyPage = {
  loader: async () => (await import('./pages/profile/profilePageLoader')).profilePageLoader,
  Component: async () => (await import('./pages/profile/ProfilePage')).ProfilePage,
};
const profileSettings: LazyPage = {
  loader: async () => (await import('./pages/profile/profileSettingsPageLoader')).profileSettingsPageLoader,
  Component: async () => (await import('./pages/profile/ProfileSettingsPage')).ProfileSettingsPage,
};
const meme: LazyPage = {
  loader: async () => (await import('./pages/meme/memePageLoader')).memePageLoader,
  Component: async () => (await import('./pages/meme/MemePage')).MemePage,
};
const adminDashboard: LazyPage = {
  loader: async () => (await import('./pages/admin/adminDashboardPageLoader')).adminDashboardPageLoader,
  Component: async () => (await import('./pages/admin/AdminDashboardPage')).AdminDashboardPage,
};
const affiliateSiteNew: LazyPage = {
  loader: async () => (await import('./pages/admin/affiliateSiteNewPageLoader')).affiliateSiteNewPageLoader,
  Component: async () => (await import('./pages/admin/AffiliateSiteNewPage')).AffiliateSiteNewPage,
};
const affiliateSiteEdit: LazyPage = {
  loader: async () => (await import('./pages/admin/affiliateSiteEditPageLoader')).affiliateSiteEditPageLoader,
  Component: async () => (await import('./pages/admin/AffiliateSiteEditPage')).AffiliateSiteEditPage,
};
const affiliateSiteDelete: LazyPage = {
  loader: async () => (await import('./pages/admin/affiliateSiteDeletePageLoader')).affiliateSiteDeletePageLoader,
  Component: async () => (await import('./pages/admin/AffiliateSiteDeletePage')).AffiliateSiteDeletePage,
};
const adminUser: LazyPage = {
  loader: async () => (await import('./pages/admin/adminUserPageLoader')).adminUserPageLoader,
  Component: async () => (await import('./pages/admin/AdminUserPage')).AdminUserPage,
};
const playfulText: LazyPage = {
  Component: async () => (await import('./pages/playfulText/PlayfulTextPage')).PlayfulTextPage,
};
const developers: LazyPage = {
  Component: async () => (await import('./pages/developers/DevelopersPage')).DevelopersPage,
};
const notFound: LazyPage = {
  Component: async () => (await import('./pages/notFound/NotFoundPage')).NotFoundPage,
};

/** A page route with its own error boundary, so a failure keeps the shell around it. */
function page(path: string, lazy: LazyPage): RouteObject {
  return { path, lazy, ErrorBoundary: RouteErrorPage };
}

/** The spec's route table (section 2). */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: AppLayout,
    loader: appLayoutLoader,
    // The shell query reloads only when asked (useRevalidator, e.g. after logout), not when a
    // navigation merely changes the search string.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => defaultShouldRevalidate && currentUrl.href === nextUrl.href,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => <CenteredSpinner fill="screen" />,
    children: [
      { index: true, lazy: home, ErrorBoundary: RouteErrorPage },
      page('text-to-meme', textToMeme),
      page('template-meme', templateMeme),
      page('upload-meme', uploadMeme),
      page('template-editor', templateEditor),
      page('create', create),
      page('pricing', pricing),
      page('affiliates', affiliates),
      page('affiliate', affiliates),
      page('uwu', affiliates),
      page('playful-text', playfulText),
      page('developers', developers),
      {
        Component: RequireVisitor,
        ErrorBoundary: RouteErrorPage,
        children: [page('auth', auth)],
      },
      {
        Component: RequireViewer,
        ErrorBoundary: RouteErrorPage,
        children: [page('profile', profile), page('profile/settings', profileSettings), page('memes/:id', meme)],
      },
      {
        Component: RequireAdmin,
        ErrorBoundary: RouteErrorPage,
        children: [
          page('admin', adminDashboard),
          page('admin/dashboard', adminDashboard),
          page('admin/affiliate-sites/new', affiliateSiteNew),
          page('admin/affiliate-sites/:id', affiliateSiteEdit),
          page('admin/affiliate-sites/:id/delete', affiliateSiteDelete),
          page('admin/users/:id', adminUser),
        ],
      },
      page('*', notFound),
    ],
  },
];

/** Created at start-up: the initial route's code and queries start loading right away. */
export const router = createBrowserRouter(routes);
