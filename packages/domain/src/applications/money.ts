/** Minor units (cents) to euros: 15000 → 150. */
export const centsToEuros = (cents: number): number => cents / 100;
