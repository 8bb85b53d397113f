import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from '../../bench/lighthouse-calibration.ts';

describe('the Lighthouse CPU slowdown calibrated from the benchmark index', () => {
  it('gives the calculator’s anchor points', () => {
    expect(calibratedCpuMultiplier(150)).toBe(1);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('grows with the machine’s speed and refuses a machine too slow to emulate a phone', () => {
    expect(calibratedCpuMultiplier(1174)).toBeCloseTo(2.75, 2);
    expect(calibratedCpuMultiplier(1100)).toBeLessThan(calibratedCpuMultiplier(1200));
    expect(() => calibratedCpuMultiplier(100)).toThrow(/too slow/);
  });
});
