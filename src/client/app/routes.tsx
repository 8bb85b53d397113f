import { SUPPORT_STAFF_ONLY_MESSAGE } from '@shared/domain/support.ts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes } from 'react-router';
import { NO_PERMISSION, type RouteAccess } from './route-access.tsx';

/**
 * The route table of spec section 2. Every page is its own chunk (React.lazy); the layout's Suspense boundary
 * shows a skeleton while one loads.
 */

type PageModule = { default: ComponentType };
export type PageComponent = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk; once loaded, the page's first render does not suspend. */
  preload: () => Promise<PageModule>;
};

export function lazyPage(load: () => Promise<PageModule>): PageComponent {
  let module: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        module = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };
  // React.lazy takes the module from a thenable that resolves at once without suspending: a page whose
  // chunk preload() already fetched renders straight away, not the skeleton first.
  const Page = lazy(() => (module ? resolved(module) : preload()));
  return Object.assign(Page, { preload });
}

const resolved = (module: PageModule): Promise<PageModule> =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point here.
  ({ then: (resolve: (m: PageModule) => void) => resolve(module) }) as Promise<PageModule>;

const HomePage = lazyPage(() => import('@client/pages/HomePage.tsx'));
const ListingsPage = lazyPage(() => import('@client/pages/ListingsPage.tsx'));
const ListingDetailPage = lazyPage(() => import('@client/pages/ListingDetailPage.tsx'));
const DealerStorefrontPage = lazyPage(() => import('@client/pages/DealerStorefrontPage.tsx'));
const SellerDashboardPage = lazyPage(() => import('@client/pages/SellerDashboardPage.tsx'));
const MessagesPage = lazyPage(() => import('@client/pages/MessagesPage.tsx'));
const AdminPanelPage = lazyPage(() => import('@client/pages/AdminPanelPage.tsx'));
const KycReviewPage = lazyPage(() => import('@client/pages/KycReviewPage.tsx'));
const LoginPage = lazyPage(() => import('@client/pages/LoginPage.tsx'));
const SignupPage = lazyPage(() => import('@client/pages/SignupPage.tsx'));
const RegisterDealerPage = lazyPage(() => import('@client/pages/RegisterDealerPage.tsx'));
const ListCarPage = lazyPage(() => import('@client/pages/ListCarPage.tsx'));
const AboutPage = lazyPage(() => import('@client/pages/AboutPage.tsx'));
const ContactPage = lazyPage(() => import('@client/pages/ContactPage.tsx'));
const HelpCenterPage = lazyPage(() => import('@client/pages/HelpCenterPage.tsx'));
const TermsOfServicePage = lazyPage(() => import('@client/pages/TermsOfServicePage.tsx'));
const PrivacyPolicyPage = lazyPage(() => import('@client/pages/PrivacyPolicyPage.tsx'));
const ServicesPage = lazyPage(() => import('@client/pages/ServicesPage.tsx'));
const SupportPage = lazyPage(() => import('@client/pages/SupportPage.tsx'));
const SupportChatPage = lazyPage(() => import('@client/pages/SupportChatPage.tsx'));
const AccountAlertsPage = lazyPage(() => import('@client/pages/AccountAlertsPage.tsx'));
const UnsubscribePage = lazyPage(() => import('@client/pages/UnsubscribePage.tsx'));
const ResultsPage = lazyPage(() => import('@client/pages/ResultsPage.tsx'));
const WatchlistPage = lazyPage(() => import('@client/pages/WatchlistPage.tsx'));
const ComparePage = lazyPage(() => import('@client/pages/ComparePage.tsx'));
const NotFoundPage = lazyPage(() => import('@client/pages/NotFoundPage.tsx'));
const AccountPage = lazyPage(() => import('@client/pages/AccountPage.tsx'));
const ForgotPasswordPage = lazyPage(() => import('@client/pages/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazyPage(() => import('@client/pages/ResetPasswordPage.tsx'));
const VerifyEmailPage = lazyPage(() => import('@client/pages/VerifyEmailPage.tsx'));

export interface AppRoute {
  path: string;
  Component: PageComponent;
  /** Who may open it; absent means everyone. */
  access?: RouteAccess;
}

const sellerDashboard: RouteAccess = {
  allow: 'non-admin',
  signedOut: 'redirect-quietly',
  denied: { title: 'Access Denied', message: "You don't have permission to access this dashboard." },
};
const adminPanel: RouteAccess = {
  allow: 'admin',
  signedOut: {
    title: 'Authentication Required',
    message: 'You need to be logged in to access the admin panel.',
  },
  denied: { title: 'Access Denied', message: 'Only administrators can access this panel.' },
};

export const appRoutes: AppRoute[] = [
  { path: '/', Component: HomePage },
  { path: '/listings', Component: ListingsPage },
  { path: '/results', Component: ResultsPage },
  { path: '/listing/:id', Component: ListingDetailPage },
  { path: '/dealer/:id', Component: DealerStorefrontPage },
  { path: '/seller-dashboard', Component: SellerDashboardPage, access: sellerDashboard },
  { path: '/dashboard', Component: SellerDashboardPage, access: sellerDashboard },
  {
    path: '/messages',
    Component: MessagesPage,
    access: {
      allow: 'signed-in',
      signedOut: {
        title: 'Access Denied',
        message: 'Please sign in to view your conversations with sellers.',
      },
    },
  },
  {
    path: '/watchlist',
    Component: WatchlistPage,
    access: { allow: 'signed-in', signedOut: 'redirect' },
  },
  { path: '/compare', Component: ComparePage },
  { path: '/admin', Component: AdminPanelPage, access: adminPanel },
  { path: '/admin-panel', Component: AdminPanelPage, access: adminPanel },
  {
    path: '/admin/kyc-review',
    Component: KycReviewPage,
    access: { allow: 'admin', signedOut: NO_PERMISSION },
  },
  { path: '/login', Component: LoginPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/verify-email', Component: VerifyEmailPage },
  {
    path: '/account',
    Component: AccountPage,
    access: { allow: 'signed-in', signedOut: 'redirect', openToPendingDealers: true },
  },
  { path: '/signup', Component: SignupPage },
  {
    path: '/register-dealer',
    Component: RegisterDealerPage,
    access: { allow: 'signed-in', signedOut: 'redirect', openToPendingDealers: true },
  },
  {
    path: '/list-car',
    Component: ListCarPage,
    access: {
      allow: 'non-admin',
      signedOut: 'redirect',
      denied: { title: 'Access Denied', message: "Administrators can't list vehicles." },
    },
  },
  {
    path: '/account/alerts',
    Component: AccountAlertsPage,
    access: { allow: 'signed-in', signedOut: 'redirect' },
  },
  { path: '/unsubscribe', Component: UnsubscribePage },
  { path: '/about', Component: AboutPage },
  { path: '/contact', Component: ContactPage },
  { path: '/help-center', Component: HelpCenterPage },
  {
    path: '/help/chat',
    Component: SupportChatPage,
    access: {
      allow: 'non-admin',
      signedOut: {
        title: 'Sign in to chat with our team',
        message: 'Our specialists answer around the clock. Sign in and you come straight back here.',
      },
      denied: { title: 'Live Chat', message: SUPPORT_STAFF_ONLY_MESSAGE },
      openToPendingDealers: true,
    },
  },
  { path: '/terms-of-service', Component: TermsOfServicePage },
  { path: '/privacy-policy', Component: PrivacyPolicyPage },
  { path: '/services', Component: ServicesPage },
  { path: '/support', Component: SupportPage },
  { path: '*', Component: NotFoundPage },
];

/**
 * Loads the chunk of the page at `pathname` (the server's HTML announces it, so it is usually on its way):
 * the first render then shows the page itself, not the loading skeleton followed by the page.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = matchRoutes(appRoutes, pathname)?.[0]?.route as AppRoute | undefined;
  return route ? route.Component.preload() : Promise.resolve();
}
