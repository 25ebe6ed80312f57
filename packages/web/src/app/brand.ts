import { currentBrand } from '../config/current-brand';

/** The brand of this page load (the host does not change while the page lives). */
export const brand = currentBrand();
