/**
 * The answer of a transition table: the state it leads to, or why it is refused in words a user can read.
 * Pure, so the client can ask before it offers an action; the server turns a refusal into a 409.
 */
export type Transition<S> = { to: S } | { refused: string };
