/** A formula that cannot be read or translated. `position` counts characters from 1, as the message does. */
export class FormulaError extends Error {
  readonly position: number | undefined;

  constructor(message: string, position?: number) {
    super(position === undefined ? message : `${message} at position ${position}`);
    this.name = "FormulaError";
    this.position = position;
  }
}
