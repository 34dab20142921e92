import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/**
 * Evaluates a flag item's jsFormula away from the server: user text never runs in the server process. Each
 * formula runs in a separate Node process started with an empty environment, Node's permission model (no file
 * system, no child processes, no workers), code generation from strings disabled and a 32 MB heap; inside it, a
 * fresh vm context holds only the formula variables and stops after FORMULA_TIMEOUT_MS. The process is reused,
 * and killed and replaced when it does not answer in time or dies.
 */
export const FORMULA_TIMEOUT_MS = 100;
const ANSWER_TIMEOUT_MS = 2_000;

/** The variables a formula may use (all numbers). */
export const FORMULA_VARIABLES = ['amount', 'factor', 'value', 'quantity', 'rate', 'days'] as const;
export type FormulaVariables = Record<(typeof FORMULA_VARIABLES)[number], number>;

export type FormulaResult = { ok: true; value: number } | { ok: false; error: string };

const CHILD_SOURCE = `
const vm = require('node:vm');
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let end;
  while ((end = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, end);
    buffer = buffer.slice(end + 1);
    answer(line);
  }
});
function answer(line) {
  let id = null;
  let result;
  try {
    const request = JSON.parse(line);
    id = request.id;
    const globals = Object.create(null);
    for (const [name, value] of Object.entries(request.variables)) globals[name] = Number(value);
    const context = vm.createContext(globals, {
      codeGeneration: { strings: false, wasm: false },
      microtaskMode: 'afterEvaluate',
    });
    const value = vm.runInContext(String(request.formula), context, { timeout: ${FORMULA_TIMEOUT_MS} });
    result = typeof value === 'number' && Number.isFinite(value)
      ? { ok: true, value }
      : { ok: false, error: 'The formula does not give a finite number' };
  } catch (error) {
    result = { ok: false, error: String((error && error.message) || error).slice(0, 300) };
  }
  process.stdout.write(JSON.stringify({ id, ...result }) + '\\n');
}
`;

type Child = ChildProcessByStdio<Writable, Readable, null>;
interface Pending {
  resolve: (result: FormulaResult) => void;
  timer: NodeJS.Timeout;
}

class FormulaSandbox {
  private child: Child | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private buffer = '';

  private start(): Child {
    const child = spawn(
      process.execPath,
      [
        '--disallow-code-generation-from-strings',
        '--max-old-space-size=32',
        '--experimental-permission',
        '--no-warnings',
        '-e',
        CHILD_SOURCE,
      ],
      { env: {}, stdio: ['pipe', 'pipe', 'ignore'] },
    );
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.read(chunk));
    child.on('exit', () => this.stop(child, 'The formula stopped the evaluator'));
    child.on('error', () => this.stop(child, 'The formula evaluator could not start'));
    child.stdin.on('error', () => this.stop(child, 'The formula evaluator stopped'));
    // The server may exit while the evaluator waits for work.
    child.unref();
    (child.stdin as unknown as { unref?: () => void }).unref?.();
    (child.stdout as unknown as { unref?: () => void }).unref?.();
    this.child = child;
    this.buffer = '';
    return child;
  }

  private read(chunk: string) {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n');
    while (end >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      const answer = JSON.parse(line) as FormulaResult & { id: number };
      const waiting = this.pending.get(answer.id);
      if (waiting) {
        this.pending.delete(answer.id);
        clearTimeout(waiting.timer);
        waiting.resolve(answer.ok ? { ok: true, value: answer.value } : { ok: false, error: answer.error });
      }
      end = this.buffer.indexOf('\n');
    }
  }

  /** Ends the evaluator (after a timeout or a crash): every waiting formula fails; the next one starts anew. */
  private stop(child: Child, error: string) {
    if (this.child !== child) return;
    this.child = null;
    child.kill('SIGKILL');
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.resolve({ ok: false, error });
      this.pending.delete(id);
    }
  }

  evaluate(formula: string, variables: FormulaVariables): Promise<FormulaResult> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.stop(child, 'The formula took too long'), ANSWER_TIMEOUT_MS);
      this.pending.set(id, { resolve, timer });
      child.stdin.write(`${JSON.stringify({ id, formula, variables })}\n`);
    });
  }

  close() {
    if (this.child) this.stop(this.child, 'The server is stopping');
  }
}

const sandbox = new FormulaSandbox();

export function evaluateFormula(formula: string, variables: FormulaVariables): Promise<FormulaResult> {
  return sandbox.evaluate(formula, variables);
}

export function closeFormulaSandbox() {
  sandbox.close();
}
