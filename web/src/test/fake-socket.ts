type Handler = (...args: unknown[]) => void;

/** Stands in for a socket.io client: tests fire its events and check what the app did with it. */
export class FakeSocket {
  connected = false;
  active = true;
  connectCalls = 0;
  disconnectCalls = 0;
  private handlers = new Map<string, Handler[]>();
  private managerHandlers = new Map<string, Handler[]>();

  io = {
    on: (event: string, handler: Handler) => this.add(this.managerHandlers, event, handler),
    removeAllListeners: () => this.managerHandlers.clear(),
  };

  on(event: string, handler: Handler) {
    this.add(this.handlers, event, handler);
    return this;
  }

  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.disconnectCalls += 1;
    this.connected = false;
    this.active = false;
    return this;
  }

  /** Simulates the server side: 'connect', 'disconnect', 'connect_error' or a server event. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    (this.handlers.get(event) ?? []).forEach((handler) => handler(...args));
  }

  listens(event: string) {
    return (this.handlers.get(event) ?? []).length > 0;
  }

  private add(map: Map<string, Handler[]>, event: string, handler: Handler) {
    map.set(event, [...(map.get(event) ?? []), handler]);
  }
}
