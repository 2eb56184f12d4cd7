// A D1Database facade over one D1 Sessions API session: it counts round trips and
// can answer a page view's reads from one batch.
//
// Every query of a request goes through one `withSession` session (worker/cache/d1-session.ts),
// so the request reads a consistent snapshot and, with a bookmark, at least its visitor's own
// last writes. The facade keeps the D1Database shape the repositories take (`exec` and `dump`
// are not on a session: they go to the database itself) and counts what reaches D1: each
// `first`/`all`/`run`/`raw` of a statement and each `batch` is one round trip.
//
// View plans (« one D1 round trip per cold view »): a page view reads through the
// provider API in-process, a chain of calls where each waits for the one before (site data,
// then the page, then what its blocks need). The facade can record the reads a view made (SQL
// and bound values) and, on the next cold view of the same page, run them all in ONE batch
// the moment the view's first read reaches D1; each read of the view then takes its answer
// from that batch. A read the plan does not hold (the content changed what the page needs) goes
// to D1 as usual, and is recorded for next time, so a plan is only ever a prefetch: an answer
// is handed only to the very statement (same SQL, same values) it was read for, within the same
// request. A write ends it all: later reads of that request go to D1 and see the write.

/** One read as the repositories issued it. */
export interface PlannedRead {
  sql: string;
  params: unknown[];
}

/** The statements a plan may hold at most: a page reads a dozen; more is a list gone wild. */
export const VIEW_PLAN_MAX_READS = 64;

/** Batches a view may add to its plan's, each learned from a read the plan missed. */
const VIEW_PLAN_MAX_REPLANS = 2;

/** What one request did with D1, and its plan state. */
export interface RequestDatabaseState {
  /** Round trips made so far (a batch is one). */
  count: number;
  /** The reads of this request, in order, while recording (null: not recording). */
  recorded: PlannedRead[] | null;
  /** A plan to run on the first read, then its answers by statement. */
  plan: PlannedRead[] | null;
  answers: Map<string, Promise<D1Result>> | null;
  /** Batches added to the plan's (at most VIEW_PLAN_MAX_REPLANS). */
  replans: number;
  /** Set by a write: nothing of this request is served from a plan or recorded afterwards. */
  wrote: boolean;
}

const readKey = (sql: string, params: readonly unknown[]): string => `${sql}\u0000${JSON.stringify(params)}`;

// Only values JSON keeps as they are can key a read (a blob would not).
const plannable = (params: readonly unknown[]): boolean =>
  params.every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value));

// A SELECT, or a WITH (a recursive breadcrumb) that changes nothing: anything else in a batch
// or a run() counts as a write. A read taken for a write only loses its plan; the other way
// round could not happen: a WITH naming INSERT, UPDATE, DELETE or REPLACE is a write.
const isRead = (sql: string): boolean =>
  /^\s*select\b/i.test(sql) ||
  (/^\s*with\b/i.test(sql) && !/\b(?:insert|update|delete|replace)\b/i.test(sql));

interface StatementFacts {
  real: D1PreparedStatement;
  sql: string;
  params: unknown[];
}

// The statements handed out wrap the session's own; batch() unwraps them, because the runtime
// reads the real statement's internals.
const statementFacts = new WeakMap<D1PreparedStatement, StatementFacts>();

function noteWrite(state: RequestDatabaseState): void {
  state.wrote = true;
  state.recorded = null;
  state.answers = null;
}

function record(state: RequestDatabaseState, sql: string, params: unknown[]): void {
  if (!plannable(params)) return;
  if (state.recorded === null || state.wrote || state.recorded.length >= VIEW_PLAN_MAX_READS) return;
  const key = readKey(sql, params);
  if (!state.recorded.some((read) => readKey(read.sql, read.params) === key))
    state.recorded.push({ sql, params });
}

/** Starts the plan's batch (once) and answers a statement from it, or null when it is not in it. */
function planned(
  session: D1DatabaseSession,
  state: RequestDatabaseState,
  sql: string,
  params: unknown[],
): Promise<D1Result> | null {
  if (state.wrote || state.plan === null || !plannable(params)) return null;
  if (state.answers === null) {
    const plan = state.plan;
    state.count += 1;
    const results = session.batch(
      // eslint-disable-next-line no-restricted-syntax -- the repositories' own SQL, read back as they wrote it
      plan.map((read) => session.prepare(read.sql).bind(...read.params)),
    );
    // A failed batch is handled by each read that awaits it (it then reads alone); the answers
    // no read asks for must not surface as unhandled rejections.
    state.answers = new Map(
      plan.map((read, index) => {
        const answer = results.then((all) => all[index] as D1Result);
        answer.catch(() => undefined);
        return [readKey(read.sql, read.params), answer];
      }),
    );
  }
  return state.answers.get(readKey(sql, params)) ?? null;
}

// A plan borrowed from another site (worker/cache/view-plans.ts) has that site's page ids: the
// first read it misses shows them. A read the plan missed that has the same SQL as a read of the
// plan, with other values, tells which values of the plan stand for which here (its page 77 is
// our page 12); every read of the plan that holds one of them is then read again with ours, in
// one more batch, the missed read included. Still only a prefetch: an answer goes to the very
// statement it was read for, and a substitution that fits nothing is a wasted read.
function valueMap(model: unknown[], params: unknown[]): Map<unknown, unknown> | null {
  const map = new Map<unknown, unknown>();
  for (const [index, value] of params.entries()) {
    const was = model[index];
    if (was === value) continue;
    if (typeof was !== typeof value || (typeof value !== 'number' && typeof value !== 'string')) return null;
    if (map.has(was) && map.get(was) !== value) return null;
    map.set(was, value);
  }
  return map.size > 0 ? map : null;
}

function replan(
  session: D1DatabaseSession,
  state: RequestDatabaseState,
  sql: string,
  params: unknown[],
): void {
  const { plan, answers } = state;
  if (state.wrote || plan === null || answers === null || state.replans >= VIEW_PLAN_MAX_REPLANS) return;
  if (!plannable(params)) return;
  let map: Map<unknown, unknown> | null = null;
  for (const read of plan) {
    if (read.sql !== sql || read.params.length !== params.length) continue;
    const candidate = valueMap(read.params, params);
    if (candidate !== null && (map === null || candidate.size < map.size)) map = candidate;
  }
  if (map === null) return;
  const reads = new Map<string, PlannedRead>();
  for (const read of plan) {
    if (!read.params.some((value) => map.has(value))) continue;
    const next = {
      sql: read.sql,
      params: read.params.map((value) => (map.has(value) ? map.get(value) : value)),
    };
    const key = readKey(next.sql, next.params);
    if (!answers.has(key)) reads.set(key, next);
  }
  if (reads.size === 0) return;
  state.replans += 1;
  state.count += 1;
  const list = [...reads.values()];
  const results = session.batch(
    // eslint-disable-next-line no-restricted-syntax -- the repositories' own SQL, read back as they wrote it
    list.map((read) => session.prepare(read.sql).bind(...read.params)),
  );
  for (const [index, read] of list.entries()) {
    const answer = results.then((all) => all[index] as D1Result);
    answer.catch(() => undefined);
    answers.set(readKey(read.sql, read.params), answer);
  }
}

/** The statement's rows: from the plan's batch when it holds them, else one round trip. */
async function allRows(
  session: D1DatabaseSession,
  state: RequestDatabaseState,
  facts: StatementFacts,
): Promise<D1Result> {
  record(state, facts.sql, facts.params);
  let answer = planned(session, state, facts.sql, facts.params);
  if (answer === null) {
    replan(session, state, facts.sql, facts.params);
    answer = planned(session, state, facts.sql, facts.params);
  }
  if (answer) {
    try {
      return await answer;
    } catch {
      // The plan's batch failed as a whole (a statement of it no longer runs): read alone.
    }
  }
  state.count += 1;
  return facts.real.all();
}

function countedStatement(
  session: D1DatabaseSession,
  state: RequestDatabaseState,
  facts: StatementFacts,
): D1PreparedStatement {
  const { real, sql } = facts;
  const counted = {
    bind: (...values: unknown[]) =>
      countedStatement(session, state, { real: real.bind(...values), sql, params: values }),
    first: async (column?: string) => {
      if (!isRead(sql)) {
        noteWrite(state);
        state.count += 1;
        return column === undefined ? real.first() : real.first(column);
      }
      const row = (await allRows(session, state, facts)).results[0] as Record<string, unknown> | undefined;
      if (row === undefined) return null;
      return column === undefined ? row : (row[column] ?? null);
    },
    all: () => {
      if (isRead(sql)) return allRows(session, state, facts);
      noteWrite(state);
      state.count += 1;
      return real.all();
    },
    run: () => {
      if (!isRead(sql)) noteWrite(state);
      state.count += 1;
      return real.run();
    },
    raw: (options?: { columnNames?: boolean }) => {
      if (!isRead(sql)) noteWrite(state);
      state.count += 1;
      return options?.columnNames ? real.raw({ columnNames: true }) : real.raw();
    },
  } as unknown as D1PreparedStatement;
  statementFacts.set(counted, facts);
  return counted;
}

async function batch<T>(
  session: D1DatabaseSession,
  state: RequestDatabaseState,
  statements: D1PreparedStatement[],
): Promise<D1Result<T>[]> {
  const facts = statements.flatMap((statement) => statementFacts.get(statement) ?? []);
  const reads = facts.length === statements.length && facts.every((fact) => isRead(fact.sql)) ? facts : null;
  if (reads === null) {
    noteWrite(state);
  } else {
    for (const read of reads) record(state, read.sql, read.params);
    let answers = reads.map((read) => planned(session, state, read.sql, read.params));
    const missed = reads.find((_, index) => answers[index] === null);
    if (missed) {
      replan(session, state, missed.sql, missed.params);
      answers = reads.map((read) => planned(session, state, read.sql, read.params));
    }
    if (answers.every((answer) => answer !== null)) {
      try {
        return (await Promise.all(answers)) as D1Result<T>[];
      } catch {
        // The plan's batch failed: the batch runs itself below.
      }
    }
  }
  state.count += 1;
  return session.batch<T>(statements.map((statement) => statementFacts.get(statement)?.real ?? statement));
}

const facades = new WeakMap<object, { session: D1DatabaseSession; state: RequestDatabaseState }>();

export interface SessionDatabase {
  db: D1Database;
  session: D1DatabaseSession;
  state: RequestDatabaseState;
}

/** The database a request uses: `database` seen through a session opened at `constraint`. */
export function sessionDatabase(database: D1Database, constraint: string): SessionDatabase {
  const session = database.withSession(constraint);
  const state: RequestDatabaseState = {
    count: 0,
    recorded: null,
    plan: null,
    answers: null,
    replans: 0,
    wrote: false,
  };
  const db = {
    prepare: (sql: string) =>
      // eslint-disable-next-line no-restricted-syntax -- forwards the calling repository's SQL to the session
      countedStatement(session, state, { real: session.prepare(sql), sql, params: [] }),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => batch<T>(session, state, statements),
    exec: (sql: string) => {
      noteWrite(state);
      state.count += 1;
      return database.exec(sql);
    },
    withSession: (next?: string) => database.withSession(next),
    dump: () => database.dump(),
  };
  facades.set(db, { session, state });
  return { db, session, state };
}

/** The session behind a facade made by sessionDatabase, or null for a plain binding. */
export function sessionOf(
  db: D1Database,
): { session: D1DatabaseSession; state: RequestDatabaseState } | null {
  return facades.get(db) ?? null;
}
