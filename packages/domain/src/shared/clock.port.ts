/** The only way a rule learns the time. Milliseconds since the Unix epoch. */
export interface Clock {
  now(): number;
}
