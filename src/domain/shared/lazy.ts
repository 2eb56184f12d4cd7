/**
 * A value made on its first use, then kept. For module-level objects that cost to build (an
 * Intl formatter or collator loads its locale data): a module evaluated at the Worker's startup
 * must not pay for what its first request may never use.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
