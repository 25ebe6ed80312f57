// What both sign-in pages share about the emailed link: the address this browser last
// asked a link for (the confirm page offers a new link to it when the emailed one is spent or expired; it is
// forgotten once someone signs in, so a shared computer keeps no address).
export const SIGN_IN_EMAIL_KEY = 'admission.sign-in-email';

export function rememberSignInEmail(email: string): void {
  try {
    localStorage.setItem(SIGN_IN_EMAIL_KEY, email);
  } catch {
    // Storage refused (private mode): the field starts empty.
  }
}

export function rememberedSignInEmail(): string {
  try {
    return localStorage.getItem(SIGN_IN_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetSignInEmail(): void {
  try {
    localStorage.removeItem(SIGN_IN_EMAIL_KEY);
  } catch {
    // Nothing stored.
  }
}
