/** A pixel as the pickers offer it (its name and type may not be known yet). */
export interface PixelOption {
  id: number;
  name?: string | null;
  type?: string | null;
}
