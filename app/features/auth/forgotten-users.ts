// Users whose device data this page has cleared (Log Out, Delete All Data). A read
// still in flight at that moment answers afterwards; its copy must not write the user
// back onto the phone. Signing in again lifts it.
const forgotten = new Set<string>();

export function forgetUser(userId: string) {
  forgotten.add(userId);
}

export function isForgotten(userId: string): boolean {
  return forgotten.has(userId);
}

export function rememberUser(userId: string) {
  forgotten.delete(userId);
}
