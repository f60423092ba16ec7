// The visitor's e-mail remembered on this device, so the expert page can link back to their reports.
const KEY = 'trajectory:email';

export function readSavedEmail(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveEmail(email: string): void {
  try {
    window.localStorage.setItem(KEY, email);
  } catch {
    // Storage can be unavailable (private mode); the page works without it.
  }
}
