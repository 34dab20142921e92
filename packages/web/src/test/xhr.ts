type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * happy-dom's XMLHttpRequest sends through its own network stack, not the mocked fetch: this stand-in forwards
 * a request to globalThis.fetch when sent, so uploads with progress (gqlUploadWithProgress) reach the same mocks.
 * It reports the upload as sent in full before the answer arrives; `beforeAnswer` lets a test hold the answer.
 */
export class FetchBackedXhr {
  static beforeAnswer: (() => Promise<void>) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly listeners = new Map<string, Listener[]>();
  private readonly uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: BodyInit) {
    const emit = (map: Map<string, Listener[]>, type: string, loaded = 1) => {
      for (const listener of map.get(type) ?? []) listener({ lengthComputable: true, loaded, total: 1 });
    };
    void (async () => {
      try {
        emit(this.uploadListeners, 'progress', 0.5);
        const response = await globalThis.fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body,
        });
        emit(this.uploadListeners, 'progress', 1);
        await FetchBackedXhr.beforeAnswer?.();
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        emit(this.listeners, 'load');
      } catch {
        emit(this.listeners, 'error');
      }
    })();
  }
}
