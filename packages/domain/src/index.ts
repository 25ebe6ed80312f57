export * from './shared/result';
export type * from './shared/clock.port';
export * from './api/entities';
export * from './api/port-error';
export type * from './api/product-api.port';
export type * from './auth/auth-gateway.port';
export type * from './files/candidate-file';
export type * from './files/image-probe.port';
export type * from './files/document-storage.port';
