import { type ComponentType, lazy } from 'react';

/**
 * The route table of spec section 2. Every page is its own chunk (React.lazy); the layout's Suspense boundary
 * shows a skeleton while one loads.
 */

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const HomePage = page(() => import('@client/pages/HomePage.tsx'));
const ListingsPage = page(() => import('@client/pages/ListingsPage.tsx'));
const ListingDetailPage = page(() => import('@client/pages/ListingDetailPage.tsx'));
const SellerDashboardPage = page(() => import('@client/pages/SellerDashboardPage.tsx'));
const MessagesPage = page(() => import('@client/pages/MessagesPage.tsx'));
const AdminPanelPage = page(() => import('@client/pages/AdminPanelPage.tsx'));
const KycReviewPage = page(() => import('@client/pages/KycReviewPage.tsx'));
const LoginPage = page(() => import('@client/pages/LoginPage.tsx'));
const SignupPage = page(() => import('@client/pages/SignupPage.tsx'));
const RegisterDealerPage = page(() => import('@client/pages/RegisterDealerPage.tsx'));
const ListCarPage = page(() => import('@client/pages/ListCarPage.tsx'));
const AboutPage = page(() => import('@client/pages/AboutPage.tsx'));
const ContactPage = page(() => import('@client/pages/ContactPage.tsx'));
const HelpCenterPage = page(() => import('@client/pages/HelpCenterPage.tsx'));
const TermsOfServicePage = page(() => import('@client/pages/TermsOfServicePage.tsx'));
const PrivacyPolicyPage = page(() => import('@client/pages/PrivacyPolicyPage.tsx'));
const ServicesPage = page(() => import('@client/pages/ServicesPage.tsx'));
const SupportPage = page(() => import('@client/pages/SupportPage.tsx'));
const NotFoundPage = page(() => import('@client/pages/NotFoundPage.tsx'));

export interface AppRoute {
  path: string;
  Component: ComponentType;
}

export const appRoutes: AppRoute[] = [
  { path: '/', Component: HomePage },
  { path: '/listings', Component: ListingsPage },
  { path: '/listing/:id', Component: ListingDetailPage },
  { path: '/seller-dashboard', Component: SellerDashboardPage },
  { path: '/dashboard', Component: SellerDashboardPage },
  { path: '/messages', Component: MessagesPage },
  { path: '/admin', Component: AdminPanelPage },
  { path: '/admin-panel', Component: AdminPanelPage },
  { path: '/admin/kyc-review', Component: KycReviewPage },
  { path: '/login', Component: LoginPage },
  { path: '/signup', Component: SignupPage },
  { path: '/register-dealer', Component: RegisterDealerPage },
  { path: '/list-car', Component: ListCarPage },
  { path: '/about', Component: AboutPage },
  { path: '/contact', Component: ContactPage },
  { path: '/help-center', Component: HelpCenterPage },
  { path: '/terms-of-service', Component: TermsOfServicePage },
  { path: '/privacy-policy', Component: PrivacyPolicyPage },
  { path: '/services', Component: ServicesPage },
  { path: '/support', Component: SupportPage },
  { path: '*', Component: NotFoundPage },
];
