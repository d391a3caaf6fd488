/**
 * How long the popup waits for the server. Shorter than the client's default: someone is
 * looking at a spinner, and "Try again" is one click away.
 */
export const POPUP_TIMEOUT_MS = 8_000;
