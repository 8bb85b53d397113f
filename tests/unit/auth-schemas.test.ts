import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, signupFormSchema } from '../../src/shared/schemas/auth.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  country: 'United Kingdom',
  city: 'London',
  age: 30,
  accountType: 'customer',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('loginSchema', () => {
  it('accepts and normalises a valid sign-in', () => {
    expect(loginSchema.parse({ email: '  Ada@Example.COM ', password: 'secret1' })).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
  });
  it('gives the spec messages', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '123' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('signupFormSchema', () => {
  it('accepts a complete form', () => expect(signupFormSchema.safeParse(form).success).toBe(true));
  it('refuses a password of only spaces with the same message as the server', () => {
    const blank = '       ';
    expect(
      messages(signupFormSchema.safeParse({ ...form, password: blank, confirmPassword: blank })),
    ).toEqual({
      password: 'Password cannot be only spaces',
    });
    expect(
      messages(registerSchema.safeParse({ email: 'a@b.co', password: blank, userData: form })),
    ).toMatchObject({
      password: 'Password cannot be only spaces',
    });
  });
  it('flags mismatched passwords on confirmPassword with "Passwords don\'t match"', () => {
    expect(messages(signupFormSchema.safeParse({ ...form, confirmPassword: 'other12' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
  it('gives each field its spec message', () => {
    const r = signupFormSchema.safeParse({
      ...form,
      firstName: '',
      lastName: '',
      username: 'ab',
      country: '',
      city: '',
      age: 12,
      email: 'x',
    });
    expect(messages(r)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username must be at least 3 characters',
      country: 'Country is required',
      city: 'City is required',
      age: 'Must be at least 18 years old',
      email: 'Invalid email address',
    });
  });
  it('treats an emptied age as 18 and rejects impossible ages', () => {
    expect(signupFormSchema.parse({ ...form, age: '' }).age).toBe(18);
    expect(messages(signupFormSchema.safeParse({ ...form, age: 121 }))).toEqual({ age: 'Invalid age' });
    expect(messages(signupFormSchema.safeParse({ ...form, age: 'abc' }))).toEqual({ age: 'Invalid age' });
  });
  it('asks for an account type when given something else', () => {
    expect(messages(signupFormSchema.safeParse({ ...form, accountType: 'admin' }))).toEqual({
      accountType: 'Please select an account type',
    });
  });
});

describe('registerSchema', () => {
  it('defaults the account type to customer and drops unknown fields', () => {
    const { accountType: _ignored, ...userData } = { ...form, accountType: undefined };
    const parsed = registerSchema.parse({
      email: form.email,
      password: form.password,
      userData: { ...userData, roleId: 3 },
    });
    expect(parsed.userData.accountType).toBe('customer');
    expect(parsed.userData).not.toHaveProperty('roleId');
  });
});
