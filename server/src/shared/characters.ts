/**
 * Text no field of this product can hold: NUL (PostgreSQL text and jsonb refuse it) and an unpaired
 * UTF-16 surrogate (not a character at all: it cannot be encoded as UTF-8, so the database refuses
 * it too). One rule for every path and field (docs/decisions/032-bad-characters-at-the-edge.md).
 * Both checks are native and linear in the length of the text.
 */
export function isAcceptableText(s: string): boolean {
  return s.isWellFormed() && !s.includes('\u0000');
}

/** The replacement of a refused character where the input must be kept (a signed Stripe event). */
/** What a client reads when a string it sent holds NUL or an unpaired surrogate (400 BAD_USER_INPUT). */
export const UNACCEPTABLE_TEXT_MESSAGE = 'The request holds a character that is not allowed (NUL or an unpaired surrogate).';

export const REPLACEMENT_CHARACTER = '\uFFFD';

/** `s` with each NUL and each unpaired surrogate replaced by U+FFFD. */
export function toAcceptableText(s: string): string {
  return isAcceptableText(s) ? s : s.toWellFormed().replaceAll('\u0000', REPLACEMENT_CHARACTER);
}

interface Step {
  value: unknown;
  parent: Step | null;
  key: string | number | null;
}

function pathOf(step: Step | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let s = step; s && s.key !== null; s = s.parent) path.push(s.key);
  return path.reverse();
}

/** Arrays and objects made by JSON.parse or a query-string parser; anything else (a Buffer, an upload) is not text a client typed. */
function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The path (keys and indexes) of the first string, key or value, at any depth, holding NUL or an
 * unpaired surrogate; null when there is none. Walked with a stack of its own, so a deeply nested
 * body cannot overflow the call stack.
 */
export function findUnacceptableText(root: unknown): (string | number)[] | null {
  const stack: Step[] = [{ value: root, parent: null, key: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const value = step.value;
    if (typeof value === 'string') {
      if (!isAcceptableText(value)) return pathOf(step);
      continue;
    }
    if (value === null || typeof value !== 'object' || !isPlainContainer(value)) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: step, key: i });
      continue;
    }
    const keys = Object.keys(value);
    for (const key of keys) if (!isAcceptableText(key)) return [...pathOf(step), key];
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (value as Record<string, unknown>)[keys[i]], parent: step, key: keys[i] });
  }
  return null;
}

/** A copy of a JSON value with every string (keys too) made acceptable by toAcceptableText. */
export function withAcceptableText<T>(value: T): T {
  if (typeof value === 'string') return toAcceptableText(value) as T;
  if (value === null || typeof value !== 'object' || !isPlainContainer(value)) return value;
  if (Array.isArray(value)) return value.map((v) => withAcceptableText(v)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) copy[toAcceptableText(key)] = withAcceptableText(v);
  return copy as T;
}
