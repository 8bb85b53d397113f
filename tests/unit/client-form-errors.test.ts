import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/lib/api.ts';
import { mapFieldErrors, unexplainedAfterFieldErrors } from '../../src/client/lib/form-errors.ts';

describe('mapFieldErrors', () => {
  const fields = ['email', 'username', 'age'] as const;

  it('maps flat and nested server paths onto flat form fields', () => {
    const { fieldErrors, unmatched } = mapFieldErrors(
      [
        { path: 'email', message: 'Invalid email address' },
        { path: 'userData.username', message: 'Username must be at least 3 characters' },
        { path: 'userData.age', message: 'Must be at least 18 years old' },
      ],
      fields,
    );
    expect(fieldErrors).toEqual({
      email: 'Invalid email address',
      username: 'Username must be at least 3 characters',
      age: 'Must be at least 18 years old',
    });
    expect(unmatched).toEqual([]);
  });

  it('keeps the first message per field and returns unknown ones separately', () => {
    const { fieldErrors, unmatched } = mapFieldErrors(
      [
        { path: 'email', message: 'first' },
        { path: 'email', message: 'second' },
        { path: 'userData.nickname', message: 'unknown field' },
        { path: '', message: 'form-level' },
      ],
      fields,
    );
    expect(fieldErrors).toEqual({ email: 'first' });
    expect(unmatched).toEqual(['unknown field', 'form-level']);
  });
});

describe('unexplainedAfterFieldErrors', () => {
  const failed = (errors: { path: string; message: string }[]) =>
    new ApiError(400, JSON.stringify({ message: 'Invalid request', errors }), 'Bad Request');

  it('puts field errors under their fields and needs no words when every one found its field', () => {
    const set: [string, string][] = [];
    const unexplained = unexplainedAfterFieldErrors(
      failed([{ path: 'price', message: 'Too low' }]),
      ['price'],
      (field, { message }) => set.push([field, message]),
    );
    expect(unexplained).toBe(false);
    expect(set).toEqual([['price', 'Too low']]);
  });

  it('needs words for a failure with no field errors, one naming no field, or one that is not from the API', () => {
    const ignore = () => {};
    expect(unexplainedAfterFieldErrors(failed([]), ['price'], ignore)).toBe(true);
    expect(unexplainedAfterFieldErrors(failed([{ path: 'currency', message: 'x' }]), ['price'], ignore)).toBe(
      true,
    );
    expect(unexplainedAfterFieldErrors(new TypeError('Failed to fetch'), ['price'], ignore)).toBe(true);
  });
});
