/** success false or an HTTP error: the server's message, its status and data. */
export class ProviderError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown = null) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
    this.data = data;
  }
}
