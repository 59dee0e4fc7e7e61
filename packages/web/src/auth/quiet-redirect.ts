/**
 * Sign-out and an expired session send the user to sign-in themselves, with their own toast. This
 * flag stops the route guard from adding "You are not authorized to view this page" on top.
 */
let quiet = false;

export function redirectQuietly(): void {
  quiet = true;
}

export function takeQuietRedirect(): boolean {
  const value = quiet;
  quiet = false;
  return value;
}
