/**
 * The CPU slowdown that makes this machine a mid-tier phone, from Lighthouse's benchmark index, by the
 * calculator Lighthouse's documentation gives for it (docs/throttling.md, "Calibrating the CPU slowdown";
 * lighthouse-cpu-throttling-calculator.vercel.app: index 800 = 2x, 1300 = 3x, 1533 = 4x, 2000 = 6x).
 * Lighthouse's fixed 4x assumes a high-end desktop (index 1500-2000); this two-core machine measures
 * 1,000-2,000 from run to run, and 4x on it emulates a phone slower than the one the scores are meant for.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(`benchmark index ${benchmarkIndex}: too slow a machine to emulate a phone`);
}
