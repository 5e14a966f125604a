// The benches' command-line numbers (node:util parseArgs gives strings).

/** `args[name]` as a whole number from 1 to `max`, or a clear error naming the option. */
export function wholeArg(args, name, max) {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return n;
}
