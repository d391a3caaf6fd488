/**
 * A minimal client of Marionette, Firefox's own remote protocol: no geckodriver (Debian has none)
 * and no browser download. Messages are `<byte length>:<JSON>`; a command is
 * `[0, id, name, params]` and its answer `[1, id, error, result]`
 * (https://firefox-source-docs.mozilla.org/testing/marionette/Protocol.html).
 */
import { type Socket, connect } from 'node:net';

export class MarionetteError extends Error {
  override name = 'MarionetteError';
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
    readonly stacktrace?: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

interface Pending {
  command: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export class Marionette {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private hello?: (value: unknown) => void;
  private closedWith?: Error;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('close', () => this.fail(new Error('Marionette closed the connection')));
    socket.on('error', (error) => this.fail(error));
  }

  /** Connects once Firefox listens; the server greets first, then takes commands. */
  static async connect(port: number, timeoutMs = 30_000): Promise<Marionette> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const socket = await new Promise<Socket>((done, fail) => {
          const s = connect(port, '127.0.0.1', () => done(s));
          s.once('error', fail);
        });
        const client = new Marionette(socket);
        await new Promise((done) => (client.hello = done));
        return client;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`No Marionette on port ${port}: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Sends one command and resolves with its result (`value` unwrapped when that is all there is). */
  send<T = unknown>(command: string, params: Record<string, unknown> = {}): Promise<T> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    const id = this.nextId++;
    const body = Buffer.from(JSON.stringify([0, id, command, params]), 'utf8');
    this.socket.write(`${body.length}:`);
    this.socket.write(body);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { command, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Runs `body` (a function body: `arguments[i]`, may return a promise) in the current context. */
  execute<T = unknown>(body: string, args: unknown[] = [], timeoutMs = 30_000): Promise<T> {
    return this.send<T>('WebDriver:ExecuteScript', { script: body, args, scriptTimeout: timeoutMs });
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const colon = this.buffer.indexOf(':');
      if (colon < 0) return;
      const length = Number(this.buffer.subarray(0, colon).toString('ascii'));
      if (this.buffer.length < colon + 1 + length) return;
      const text = this.buffer.subarray(colon + 1, colon + 1 + length).toString('utf8');
      this.buffer = this.buffer.subarray(colon + 1 + length);
      this.dispatch(JSON.parse(text));
    }
  }

  private dispatch(message: unknown): void {
    if (!Array.isArray(message)) return this.hello?.(message);
    const [, id, error, result] = message as [number, number, { error: string; message: string; stacktrace?: string } | null, unknown];
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (error) return pending.reject(new MarionetteError(pending.command, error.error, error.message, error.stacktrace));
    const unwrapped =
      result && typeof result === 'object' && 'value' in result && Object.keys(result).length === 1 ? (result as { value: unknown }).value : result;
    pending.resolve(unwrapped);
  }

  private fail(error: Error): void {
    this.closedWith ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
