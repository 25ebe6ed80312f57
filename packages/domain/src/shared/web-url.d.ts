// The WHATWG URL parser is a global of every runtime the domain runs in (Node, the browsers), but not of the ES
// library it compiles against: the members the domain reads. Packages compiled with DOM or Node types use theirs.
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
}
