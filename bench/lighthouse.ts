// `npm run bench:lighthouse` (and a section of `npm run bench`): Lighthouse on `/`, `/listings` and
// `/listing/{id}` against the real server (built client, fresh seeded embedded store), each page run
// several times with Lighthouse's default (mobile) config, then its desktop one; prints the median of each
// category per page and marks any median under the target.
//
// Mobile runs use a CPU slowdown calibrated to this machine (bench/lighthouse-calibration.ts, decision 0040);
// BENCH_LIGHTHOUSE_CPU_MULTIPLIER sets it instead (4 is Lighthouse's default).
//
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_LIGHTHOUSE_RUNS (runs per page, default 3),
// BENCH_LIGHTHOUSE_DESKTOP=0 (mobile only), BENCH_LIGHTHOUSE_BUILD=0 (use the existing dist/client instead
// of building it first), BENCH_LIGHTHOUSE_OUT (folder for the JSON reports; default a temp folder),
// BENCH_LIGHTHOUSE_PORT (default 4590).
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { calibratedCpuMultiplier } from './lighthouse-calibration.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRow {
  formFactor: 'mobile' | 'desktop';
  page: string;
  /** Median over the runs, 0-100. */
  scores: Record<Category, number>;
  /** Every run's scores, in run order. */
  runs: Record<Category, number>[];
  /** Audits scored under 0.9 (with weight) in the run whose performance score is the median. */
  failing: string[];
}

/** What the machine was like during a run: Lighthouse's CPU benchmark and the 1-minute load average. */
export interface RunConditions {
  benchmarkIndex: number;
  loadAverage: number;
}

export interface LighthouseResult {
  rows: LighthouseRow[];
  /** The mobile runs' CPU slowdown, and the benchmark indexes it was calibrated from (none when set). */
  cpuMultiplier: number;
  calibrationIndexes: number[];
  runsPerPage: number;
  chromeVersion: string;
  lighthouseVersion: string;
  belowTarget: boolean;
  reportDir: string;
  conditions: RunConditions[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = fork(path.join(ROOT, 'src/server/main.ts'), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the server exited with ${exited}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 120 s');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function runLighthouse(log: (line: string) => void = console.log): Promise<LighthouseResult> {
  const runsPerPage = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const withDesktop = process.env.BENCH_LIGHTHOUSE_DESKTOP !== '0';
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4590);
  const reportDir = process.env.BENCH_LIGHTHOUSE_OUT ?? mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  mkdirSync(reportDir, { recursive: true });

  if (process.env.BENCH_LIGHTHOUSE_BUILD !== '0') {
    log('[lighthouse] building the client (vite build)');
    const built = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error('vite build failed');
  }
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npx vite build` first');
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-lighthouse-'));
  const server = await startServer(port, dataDir);
  const origin = `http://127.0.0.1:${port}`;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const list = (await (await fetch(`${origin}/api/listings?limit=1`)).json()) as { id: number }[];
    const id = list[0]?.id;
    if (!id) throw new Error('no active listing in the seeded store');
    const pages = ['/', '/listings', `/listing/${id}`];

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: 'silent',
    });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser: string;
    };

    // Calibration: three performance runs of the home page (which also warm the server), the median of
    // their benchmark indexes.
    const calibrationIndexes: number[] = [];
    let cpuMultiplier = Number(process.env.BENCH_LIGHTHOUSE_CPU_MULTIPLIER);
    if (!(cpuMultiplier > 0)) {
      while (calibrationIndexes.length < 3) {
        const run = await lighthouse(`${origin}/`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (run && !run.lhr.runtimeError) calibrationIndexes.push(run.lhr.environment.benchmarkIndex);
      }
      cpuMultiplier = Math.round(calibratedCpuMultiplier(median(calibrationIndexes)) * 10) / 10;
      log(
        `[lighthouse] benchmark index ${calibrationIndexes.map(Math.round).join(', ')}: mobile CPU slowdown ${cpuMultiplier}x`,
      );
    }

    const rows: LighthouseRow[] = [];
    const conditions: RunConditions[] = [];
    let lighthouseVersion = '';
    const formFactors = withDesktop ? (['mobile', 'desktop'] as const) : (['mobile'] as const);
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const runs: Record<Category, number>[] = [];
        const failingByRun: string[][] = [];
        for (let i = 0; i < runsPerPage; i++) {
          const loadAverage = os.loadavg()[0]!;
          const audit = () =>
            lighthouse(
              `${origin}${page}`,
              {
                port: chrome!.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: [...CATEGORIES],
                ...(formFactor === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpuMultiplier } } : {}),
              },
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
          let result = await audit();
          // A trace Chromium failed to record (NO_NAVSTART and the like) is retried, up to three times.
          for (let retry = 0; result?.lhr.runtimeError && retry < 3; retry++) result = await audit();
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          const lhr = result.lhr;
          lighthouseVersion = lhr.lighthouseVersion;
          if (lhr.runtimeError)
            throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          conditions.push({ benchmarkIndex: lhr.environment.benchmarkIndex, loadAverage });
          const name = `${formFactor}${page.replaceAll('/', '_') || '_'}-${i + 1}.json`;
          writeFileSync(path.join(reportDir, name), result.report as string);
          const scores = Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Record<Category, number>;
          runs.push(scores);
          // Audits that count towards a category and did not get full marks.
          failingByRun.push(
            CATEGORIES.flatMap((c) =>
              (lhr.categories[c]?.auditRefs ?? [])
                .filter((ref) => ref.weight > 0)
                .map((ref) => lhr.audits[ref.id]!)
                .filter((a) => a.score !== null && a.score < 0.9)
                .map((a) => `${c}/${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
            ),
          );
          log(
            `[lighthouse] ${formFactor} ${page} run ${i + 1}/${runsPerPage}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, load ${loadAverage.toFixed(1)})`,
          );
        }
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))]),
        ) as Record<Category, number>;
        // The run whose performance score is the median one tells what held the page back.
        const medianRun = runs.findIndex((r) => r.performance === scores.performance);
        rows.push({ formFactor, page, scores, runs, failing: failingByRun[medianRun] ?? [] });
      }
    }
    const belowTarget = rows.some((r) => CATEGORIES.some((c) => r.scores[c] < TARGET));
    return {
      rows,
      cpuMultiplier,
      calibrationIndexes,
      runsPerPage,
      chromeVersion: version.Browser,
      lighthouseVersion,
      belowTarget,
      reportDir,
      conditions,
    };
  } finally {
    chrome?.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The result as a Markdown table, with the audits that lost points under each page below target. */
export function lighthouseTable(result: LighthouseResult): string {
  const bench = result.conditions.map((c) => c.benchmarkIndex);
  const load = result.conditions.map((c) => c.loadAverage);
  const lines = [
    `Lighthouse ${result.lighthouseVersion}, ${result.chromeVersion}; median of ${result.runsPerPage} runs per page; target ${TARGET}`,
    `Mobile CPU slowdown ${result.cpuMultiplier}x (${result.calibrationIndexes.length > 0 ? `calibrated from benchmark indexes ${result.calibrationIndexes.map(Math.round).join(', ')}` : 'as set'}; Lighthouse's default is 4x)`,
    `Lighthouse CPU benchmark index ${Math.round(Math.min(...bench))}-${Math.round(Math.max(...bench))} (median ${Math.round(median(bench))}); 1-minute load average ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)} on ${os.cpus().length} cores`,
    '',
    '| form factor | page | performance | accessibility | best practices | SEO | |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of result.rows) {
    const low = CATEGORIES.some((c) => r.scores[c] < TARGET);
    lines.push(
      `| ${r.formFactor} | ${r.page.replace(/\/listing\/\d+$/, '/listing/{id}')} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${low ? 'BELOW TARGET' : 'ok'} |`,
    );
  }
  const failing = result.rows.filter((r) => r.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Audits under 90 in the median run:');
    for (const r of failing) lines.push(`- ${r.formFactor} ${r.page}: ${r.failing.join('; ')}`);
  }
  lines.push('', `JSON reports: ${result.reportDir}`);
  if (result.belowTarget) lines.push('', `BELOW TARGET: a score under ${TARGET}`);
  return lines.join('\n');
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const result = await runLighthouse();
  console.log(`\n${lighthouseTable(result)}`);
  if (result.belowTarget) process.exitCode = 1;
}
