/**
 * The one way to act on a link or a pixel, beside shortening (lib/shorten): each action checks
 * its input for the instance's version, sends one request, answers with errors as data at the
 * fields they name, and keeps the link index current. Pages render what it answers.
 */
export { changeLink, type ChangeMoment, type ChangeOutcome, type LinkChange } from './change-link';
export { deleteLink, type DeleteOutcome } from './delete-link';
export { editLink, type EditOutcome, type LinkActionDeps, type LinkEdit } from './edit-link';
export type { IndexNotes } from './index-notes';
export { failed, type Failed } from './outcome';
export { deletePixel, savePixel, pixelServerMessages, type PixelActionDeps, type PixelDeleteOutcome, type PixelSaveOutcome } from './pixels';
export { speaking } from './outcome';
