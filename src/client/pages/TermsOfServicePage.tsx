import { BRAND } from '@client/app/brand.ts';
import { LegalDocument, type LegalSection } from '@client/components/page/legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using the {BRAND.name} website and services (the “Platform”), you agree to
        these Terms of Service. If you do not agree, please do not use the Platform.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>
          You must be 18 or older, and able to enter into a binding contract in your country of residence, to
          create an account or use the Platform. By registering you confirm that you meet these requirements.
        </p>
        <p>
          Dealer accounts are available to businesses licensed to trade in motor vehicles. We may ask for
          documents to confirm this and may refuse or revoke an account at our discretion.
        </p>
      </>
    ),
  },
  {
    id: 'platform',
    title: 'Our role as a platform',
    body: (
      <>
        <p>
          {BRAND.name} is an online marketplace that connects buyers with sellers and dealers. We are not a
          party to any sale. We do not own, inspect, buy, sell, store or deliver vehicles, and we do not
          process payments for vehicles.
        </p>
        <p>
          Any agreement to buy or sell is made directly between buyer and seller. We may recommend independent
          escrow, inspection and shipping partners; those services are provided by the partners under their
          own terms.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and verification',
    body: (
      <ul>
        <li>Keep your sign-in details confidential; you are responsible for activity on your account.</li>
        <li>Provide accurate, current information and keep it up to date.</li>
        <li>
          Seller and dealer verification is reviewed within 24-48 hours. Verification confirms identity
          documents, not the condition or history of any vehicle.
        </li>
        <li>One person or business may hold only one account of each type.</li>
      </ul>
    ),
  },
  {
    id: 'listings',
    title: 'Listings',
    body: (
      <>
        <p>
          Sellers must own the vehicle they list or be authorised to sell it, and must describe it accurately,
          including its condition, mileage, history and any known defects. Photographs must show the actual
          vehicle.
        </p>
        <p>
          Listings are reviewed before publication. We may decline, edit for formatting, or remove any listing
          that breaks these terms or that we reasonably believe to be misleading.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No fraudulent, misleading or duplicate listings.</li>
        <li>No harassment, spam or unsolicited marketing through messages.</li>
        <li>No attempts to collect other users' personal data or to bypass security measures.</li>
        <li>No use of the Platform for any unlawful purpose, including money laundering.</li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Creating an account is free. Where a fee applies to a service, such as an individual listing, it is
        shown before you pay and is non-refundable once the listing has been reviewed, unless the law requires
        otherwise.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <>
        <p>
          The Platform is provided “as is”. We do not guarantee the accuracy of listings, the conduct of users
          or the outcome of any transaction. Buyers should inspect vehicles, verify documentation and use
          secure payment methods such as escrow.
        </p>
        <p>
          To the extent permitted by law, {BRAND.name} is not liable for indirect or consequential losses, or
          for losses arising from transactions between users.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or close accounts that break these terms, with
        notice where practical.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; material changes will be announced on the Platform before they take effect.
        Questions about these terms can be sent to{' '}
        <a
          href={`mailto:${BRAND.email.legal}`}
          className="text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
        >
          {BRAND.email.legal}
        </a>
        .
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>The rules for using {BRAND.name}, written to be read. Please take a few minutes with them.</p>
      }
      sections={SECTIONS}
    />
  );
}
