/** A 1-based page from the address: 1 when absent or not a whole number of at least 1. */
export const parsePage = (raw: string | null): number => {
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};
