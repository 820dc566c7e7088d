// The few logger methods the worker uses (pino's signature), so tests can pass a stub.
export interface JobLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: JobLogger = { debug() {}, info() {}, warn() {}, error() {} };
