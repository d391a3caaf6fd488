/** A field's error, next to it; the field points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} class="field-error" role="alert">
      {message}
    </p>
  );
}
