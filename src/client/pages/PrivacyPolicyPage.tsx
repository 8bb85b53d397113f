import { BRAND } from '@client/app/brand.ts';
import { LegalDocument, type LegalSection } from '@client/components/page/legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>Account details: name, username, e-mail address, country, city and age.</li>
        <li>Verification documents you submit, such as identity documents and business licences.</li>
        <li>Listings, photographs, messages and ratings you create on the Platform.</li>
        <li>
          Technical data such as device type, browser and pages visited, used to keep the service secure.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To provide your account, publish listings and deliver messages between buyers and sellers.</li>
        <li>To verify identities and businesses, and to prevent fraud and abuse.</li>
        <li>To answer support requests and send service messages about your account.</li>
        <li>To improve the Platform using aggregated, non-identifying statistics.</li>
      </ul>
    ),
  },
  {
    id: 'share',
    title: 'What others can see',
    body: (
      <p>
        Your public profile shows your name, seller type, verification status, location and ratings. When you
        contact a seller, your name and message are shared with that seller. Your e-mail address is never
        shown to other visitors, and verification documents are only seen by our review team.
      </p>
    ),
  },
  {
    id: 'partners',
    title: 'Service providers',
    body: (
      <p>
        We use carefully chosen providers for hosting, e-mail delivery and storage, bound by contract to
        protect your data. We do not sell personal information. If you choose to work with an escrow or
        shipping partner, you share information with them directly under their own privacy policies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention and security',
    body: (
      <p>
        We keep personal data only as long as your account is active or as needed for legal obligations.
        Passwords are stored as strong one-way hashes, sessions are protected by secure cookies, and access to
        verification documents is restricted and logged.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may access, correct, export or delete your personal data, and object
        to certain processing. Write to{' '}
        <a
          href={`mailto:${BRAND.email.privacy}`}
          className="text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
        >
          {BRAND.email.privacy}
        </a>{' '}
        and we will respond within 30 days.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age requirement',
    body: (
      <p>
        The Platform is intended for users who are 18 or older. We do not knowingly collect information from
        anyone under 18; if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use strictly necessary cookies to keep you signed in and to protect your account. We do not use
        third-party advertising cookies.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy in a material way we will notify you on the Platform or by e-mail before the
        change takes effect.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          How {BRAND.name} collects, uses and protects your personal information, and the choices you have
          about it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
