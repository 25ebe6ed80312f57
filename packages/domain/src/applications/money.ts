/** Minor units (cents) to euros: 15000 → 150. */
export const centsToEuros = (cents: number): number => cents / 100;

/** Euros with exactly two decimals, for the web to place in a localised message: 15000 → '150.00'. */
export const eurosWithTwoDecimals = (cents: number): string => centsToEuros(cents).toFixed(2);
