type Listener = () => void;

/** Toast messages of one form, kept outside React so showing one re-renders only the toaster. */
export class ToastStore {
  private message: string | null = null;
  private listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly duration: number) {}

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  current = () => this.message;

  show = (message: string) => {
    clearTimeout(this.timer);
    this.set(message);
    this.timer = setTimeout(() => this.set(null), this.duration);
  };

  private set(message: string | null) {
    this.message = message;
    for (const listener of [...this.listeners]) listener();
  }
}
