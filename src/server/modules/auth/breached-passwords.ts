/**
 * The common-passwords list of zxcvbn-ts (about 49,000 passwords seen most often in breach corpora),
 * loaded on first use: only sign-up needs it, and it stays on the server.
 */
let breached: Promise<ReadonlySet<string>> | undefined;

/** Whether `password` is in the list; its entries are lower case, so "Password1" is found as well. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  breached ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common'] as string[]),
  );
  return (await breached).has(password.toLowerCase());
}
