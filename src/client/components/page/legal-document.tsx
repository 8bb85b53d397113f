import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';
import { PageTitle } from './page-title.tsx';
import { StaticPage } from './static-page.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Terms and privacy: a header, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <StaticPage>
      <PageTitle title={title} />
      <PageHeader eyebrow="Legal" title={title}>
        <p className="text-sm tracking-wide text-gold">Last updated January 2024</p>
        <div className="mt-4">{intro}</div>
      </PageHeader>
      <div className="mt-14 grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label="Contents" className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">Contents</p>
          <ol className="mt-4 flex flex-col gap-2.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-muted-foreground transition-colors hover:text-gold"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-28"
            >
              <h2 id={`${section.id}-title`} className="font-display text-3xl text-foreground">
                <span className="mr-3 text-gold">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 flex flex-col gap-4 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </StaticPage>
  );
}
