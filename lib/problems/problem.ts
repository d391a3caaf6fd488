/**
 * What can go wrong that a person is told about: an API client's error (lib/api/errors.ts), or
 * one of the few failures that are not the client's. Plain data, recognised by `name` like the
 * client's errors, so a problem crosses message hops and storage as it is.
 */
import type { ApiErrorData } from '../api/errors';

export type OwnProblem =
  /** A selection or typed text that is not a web address (nothing was sent). */
  | { name: 'NotAUrl' }
  /** A page Linklet cannot shorten (the browser's own pages, files…). */
  | { name: 'Unshortenable' }
  /**
   * An address whose query or fragment has a parameter that looks secret (lib/url/private.ts):
   * nothing was sent; the popup's form shortens it when the person means to.
   */
  | { name: 'SecretInAddress'; parameter: string }
  /** A page of the person's own network met by one click (lib/url/private.ts): nothing was sent; the popup's form shortens it. */
  | { name: 'PrivateAddress' }
  /** An omnibox search that found no link. */
  | { name: 'NoMatch'; query: string }
  /** The browser stopped the worker before the server answered. */
  | { name: 'Interrupted' }
  /** The server could not be reached, and the shorten waits in the offline queue (`error`: why). */
  | { name: 'Queued'; error?: ApiErrorData }
  /** The server answers but refused the cross-origin request, and Linklet has no access to `origin`. */
  | { name: 'CorsRefused'; origin: string }
  /** No instance or key saved yet. */
  | { name: 'NotConfigured' };

export type OwnProblemName = OwnProblem['name'];

export type Problem = ApiErrorData | OwnProblem;
