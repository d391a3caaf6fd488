/**
 * A change of a form, given as a function of the form as it is when the change lands, never as a
 * whole new form computed from the last render: two changes made before the next render (a field
 * typed into, then "Add rotation URL" clicked in the same moment) both count. A fast typist on a
 * slow machine lost the first one to a copy of the older form.
 */
export type Update<T> = (change: (current: T) => T) => void;

/** The change of one field of `T`. */
export const setField =
  <T, K extends keyof T>(update: Update<T>, name: K) =>
  (value: T[K]): void =>
    update((current) => ({ ...current, [name]: value }));
