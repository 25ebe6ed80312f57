import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl 12 types each defineMessages entry as taking no values; our catalogs are checked by
 * catalogs.test.ts (placeholders included) instead, so the descriptors are used untyped.
 */
export const untyped = <T extends object>(messages: T): { readonly [K in keyof T]: MessageDescriptor } => messages as { readonly [K in keyof T]: MessageDescriptor };
