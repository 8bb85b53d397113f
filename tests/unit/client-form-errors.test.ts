import { describe, expect, it } from 'vitest';
import { mapFieldErrors } from '../../src/client/lib/form-errors.ts';

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
