import type { Server } from 'node:http';

export interface HeaderRule {
  readonly pattern: RegExp;
  readonly headers: Readonly<Record<string, string>>;
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string>;
export function startStaticHost(options: {
  readonly dir: string;
  readonly port: number;
  readonly extraFiles?: Readonly<Record<string, { readonly html: string; readonly headers?: Readonly<Record<string, string>> }>>;
}): Server;
