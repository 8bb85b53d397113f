import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { errorText } from '@client/lib/api.ts';
import { IMPORT_RULES } from '@shared/schemas/listing-import.ts';
import type { ImportReport } from '@shared/schemas/plans.ts';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { isPlanLimit, TEMPLATE_URL, useImportInventory } from '../api.ts';

function Report({ report }: { report: ImportReport }) {
  const rows = new Set(report.errors.map((e) => e.row)).size;
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Import report">
        {(
          [
            ['Created', report.created],
            ['Updated', report.updated],
            ['Unchanged', report.unchanged],
            ['Rows not imported', rows],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg border border-border bg-surface-raised px-4 py-3">
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className="font-display text-2xl text-foreground">{n}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <div>
          <h4 className="font-medium text-foreground">Rows to fix</h4>
          <p className="text-sm text-muted-foreground">
            These rows were not imported. Correct them in your file and upload it again: rows already imported
            are matched by VIN or stock number and not duplicated.
          </p>
          <div className="mt-3 overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows with errors</caption>
              <thead className="bg-surface-raised text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Column
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((e) => (
                  <tr key={`${e.row}-${e.field}`} className="border-t border-border">
                    <td className="px-3 py-2 tabular-nums">{e.row}</td>
                    <td className="px-3 py-2 font-mono text-xs">{e.field}</td>
                    <td className="px-3 py-2">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <p className="text-sm text-success">Every row was imported. New listings wait for review.</p>
      )}
    </div>
  );
}

/** Inventory import: the template, the upload, and the report with the rows to fix. */
export function ImportSection({ sellerId }: { sellerId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const run = useImportInventory(sellerId);

  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-6">
      <div>
        <h2 id="import-title" className="font-display text-3xl text-foreground">
          Import inventory
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Upload a CSV with one vehicle per row (UTF-8, at most {IMPORT_RULES.maxBytes / 1024 / 1024} MB). A
          row with a VIN or stock number you already list updates that listing. Photos are added per listing
          afterwards; new and changed listings wait for review.
        </p>
      </div>
      <Card className="flex flex-col gap-5 p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              CSV file
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-border-strong file:bg-transparent file:px-3 file:py-2 file:text-foreground"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                run.reset();
              }}
            />
          </div>
          <Button disabled={!file || run.isPending} onClick={() => file && run.mutate(file)}>
            <Upload aria-hidden="true" />
            {run.isPending ? 'Importing...' : 'Import'}
          </Button>
          <Button variant="outline" asChild>
            <a href={TEMPLATE_URL} download>
              <Download aria-hidden="true" />
              Template
            </a>
          </Button>
        </div>
        {run.isError ? (
          <div
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
          >
            <p className="text-foreground">{errorText(run.error, 'The file could not be imported')}</p>
            {isPlanLimit(run.error) ? (
              <p className="mt-1 text-muted-foreground">
                Nothing was imported.{' '}
                <a href="#plans" className="text-gold underline-offset-4 hover:underline">
                  Upgrade your plan
                </a>{' '}
                to list more vehicles.
              </p>
            ) : null}
          </div>
        ) : null}
        {run.data ? <Report report={run.data} /> : null}
      </Card>
    </section>
  );
}
