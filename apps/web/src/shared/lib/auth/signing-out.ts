let signingOut = false;

/** True once the console started ending the session: nothing should start a new sign-in then. */
export function isSigningOut(): boolean {
  return signingOut;
}

export function markSigningOut(): void {
  signingOut = true;
}
