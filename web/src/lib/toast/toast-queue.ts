import type { ReactNode } from 'react';

export type ToastKind = 'error' | 'warning' | 'info' | 'success' | 'loading';
export type ToastPosition = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight' | 'top' | 'bottom';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  title: string;
  message?: ReactNode;
  position: ToastPosition;
  /** Loading toasts never close on their own; they are updated or closed by their owner. */
  autoClose: boolean;
}

export type ToastEvent = { type: 'open'; item: ToastItem } | { type: 'close'; id: string };
type Listener = (event: ToastEvent) => void;

/**
 * Holds which toasts are on screen and which wait. At most `maxVisible` are shown at once; a new one
 * takes the place of the oldest, because the newest news matters (issue 28 §7: one toast at a time). A
 * displaced toast that does not close by itself (loading) waits and returns when its successor closes.
 * Rendering is someone else's job.
 */
export class ToastQueue {
  private visible: ToastItem[] = [];
  private waiting: ToastItem[] = [];
  private listeners = new Set<Listener>();
  private usageListeners = new Set<() => void>();
  /** True once any toast was pushed: the renderer is only loaded from then on. */
  used = false;

  constructor(private readonly maxVisible: number) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    // A renderer that mounts late (or remounts) still gets what is already on screen.
    this.visible.forEach((item) => listener({ type: 'open', item }));
    return () => this.listeners.delete(listener);
  }

  push(item: ToastItem): void {
    if (!this.used) {
      this.used = true;
      this.usageListeners.forEach((listener) => listener());
    }
    if (this.visible.length >= this.maxVisible) this.displaceOldest();
    this.visible.push(item);
    this.emit({ type: 'open', item });
  }

  /** Replaces a toast's content, whether it is on screen or still waiting. */
  update(id: string, changes: Partial<Omit<ToastItem, 'id'>>): void {
    const shown = this.visible.findIndex((item) => item.id === id);
    if (shown >= 0) {
      this.visible[shown] = { ...this.visible[shown], ...changes };
      this.emit({ type: 'open', item: this.visible[shown] });
      return;
    }
    const queued = this.waiting.findIndex((item) => item.id === id);
    if (queued >= 0) this.waiting[queued] = { ...this.waiting[queued], ...changes };
  }

  /** Called when a toast is gone from the screen (timer, close button) or closed by its owner. */
  remove(id: string): void {
    const wasVisible = this.visible.some((item) => item.id === id);
    this.waiting = this.waiting.filter((item) => item.id !== id);
    if (!wasVisible) return;
    this.visible = this.visible.filter((item) => item.id !== id);
    this.emit({ type: 'close', id });
    const next = this.waiting.shift();
    if (next) {
      this.visible.push(next);
      this.emit({ type: 'open', item: next });
    }
  }

  private displaceOldest(): void {
    const [oldest, ...rest] = this.visible;
    this.visible = rest;
    this.emit({ type: 'close', id: oldest.id });
    if (!oldest.autoClose) this.waiting.unshift(oldest);
  }

  clear(): void {
    const shown = this.visible;
    this.visible = [];
    this.waiting = [];
    shown.forEach((item) => this.emit({ type: 'close', id: item.id }));
  }

  watchUsage(listener: () => void): () => void {
    this.usageListeners.add(listener);
    return () => this.usageListeners.delete(listener);
  }

  get counts() {
    return { visible: this.visible.length, waiting: this.waiting.length };
  }

  private emit(event: ToastEvent) {
    this.listeners.forEach((listener) => listener(event));
  }
}
