// Clients send the server nothing it needs (ClientToServerEvents is empty): every packet a socket sends is
// counted against a small budget, and a socket that floods is closed instead of costing the process time.

/** Packets a socket may send per window before it is closed. */
export const SOCKET_PACKET_BUDGET = 30;
export const SOCKET_BUDGET_WINDOW_MS = 10_000;
/** The largest packet a client may send; the server answers nothing larger. */
export const SOCKET_MAX_PACKET_BYTES = 16 * 1024;

/** A fixed-window counter; `take()` answers false once the window's budget is spent. */
export class PacketBudget {
  private windowStart: number;
  private used = 0;

  constructor(
    private readonly budget = SOCKET_PACKET_BUDGET,
    private readonly windowMs = SOCKET_BUDGET_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  take(): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.used = 0;
    }
    this.used += 1;
    return this.used <= this.budget;
  }
}
