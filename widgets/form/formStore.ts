import {
  type Changes,
  evaluate,
  type FormState,
  type PathValues,
  type Values,
  type ViewModel,
  validate,
} from "../../engine";

/** What one item renders from: its value and whether it is shown, required and in error. */
export interface ItemSnapshot {
  value: unknown;
  visible: boolean;
  required: boolean;
  error: string | undefined;
}

type Listener = () => void;

/**
 * The values of one form outside React. Each item subscribes to its own snapshot, and a change notifies
 * only the items it touched: the edited one plus what the engine's FormState.update() reports as changed
 * (visibility, required, calc values). That is what keeps a keystroke cheap in a large form.
 */
export class FormStore {
  readonly model: ViewModel;
  private state: FormState;
  private paths: PathValues;
  private errors: Record<string, string> = {};
  private snapshots = new Map<number, ItemSnapshot>();
  private listeners = new Map<number, Set<Listener>>();
  private valueListeners = new Set<(itemId: number, value: unknown) => void>();
  /** Search and list views filter or show values: conditions do not hide or require anything there. */
  private readonly live: boolean;

  constructor(model: ViewModel, initial: Values, paths: PathValues = {}) {
    this.model = model;
    this.paths = paths;
    this.live = model.kind === "edit" || model.kind === "show";
    this.state = evaluate(model, initial, paths);
  }

  subscribe = (itemId: number, listener: Listener): (() => void) => {
    let set = this.listeners.get(itemId);
    if (!set) {
      set = new Set();
      this.listeners.set(itemId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  /** Listens to every value a user sets; answers the function that stops listening. */
  onValueChange(listener: (itemId: number, value: unknown) => void): () => void {
    this.valueListeners.add(listener);
    return () => {
      this.valueListeners.delete(listener);
    };
  }

  snapshot(itemId: number): ItemSnapshot {
    let snapshot = this.snapshots.get(itemId);
    if (!snapshot) {
      const item = this.model.items[itemId];
      snapshot = {
        value: this.state.values[itemId],
        visible: !this.live || this.state.visible.has(itemId),
        required: this.model.kind === "edit" && this.state.required.has(itemId),
        error: this.errors[itemId] ?? (item ? this.errors[item.key] : undefined),
      };
      this.snapshots.set(itemId, snapshot);
    }
    return snapshot;
  }

  values(): Values {
    return { ...this.state.values };
  }

  /** Sets an item's value; its own error goes away, since the user is correcting it. */
  setValue(itemId: number, value: unknown): void {
    const changes = this.state.update(itemId, value);
    const touched = [itemId];
    if (this.errors[itemId] !== undefined) delete this.errors[itemId];
    this.notify(touched.concat(this.live ? allOf(changes) : changes.values));
    for (const listener of [...this.valueListeners]) listener(itemId, value);
  }

  setPaths(paths: PathValues): void {
    this.paths = paths;
    this.notify(allOf(this.state.setPaths(paths)));
  }

  /** Replaces the shown errors (by item id, or by field key as a server may answer). */
  setErrors(errors: Record<string, string>): void {
    const before = this.errors;
    this.errors = { ...errors };
    const touched = new Set<number>();
    for (const key of new Set([...Object.keys(before), ...Object.keys(errors)])) {
      const id = this.itemIdOf(key);
      if (id !== undefined) touched.add(id);
    }
    this.notify([...touched]);
  }

  /** Validates through the engine (the same call the server makes); shows and answers the errors. */
  validate(): Record<string, string> {
    const errors = validate(this.model, this.state.values, this.paths);
    this.setErrors(errors);
    return errors;
  }

  /** The first item in display order that shows an error. */
  firstError(): number | undefined {
    return this.model.order.find((id) => this.snapshot(id).visible && this.snapshot(id).error !== undefined);
  }

  private itemIdOf(key: string): number | undefined {
    if (this.model.items[key]) return Number(key);
    return Object.values(this.model.items).find((item) => item.key === key)?.id;
  }

  private notify(itemIds: number[]): void {
    const unique = new Set(itemIds);
    for (const id of unique) this.snapshots.delete(id);
    for (const id of unique) for (const listener of this.listeners.get(id) ?? []) listener();
  }
}

const allOf = (changes: Changes) => [...changes.visible, ...changes.required, ...changes.values];
