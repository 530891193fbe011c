import { FormulaError } from "./FormulaError";

/** A formula with its {name} references replaced by identifiers jsep can parse. */
export interface ReferencedSource {
  /** The formula with each reference replaced by an identifier. */
  source: string;
  /** The references as written (trimmed), in order of first use. */
  refs: string[];
  /** Identifier in `source` to the reference it replaced. */
  names: Map<string, string>;
  /** The 0-based index in the original formula of a 0-based index in `source`. */
  originalIndex(index: number): number;
}

interface Replacement {
  start: number;
  length: number;
  originalStart: number;
  originalLength: number;
}

/** An identifier prefix the formula itself does not contain, so a replacement never meets a user's name. */
function freshPrefix(formula: string): string {
  let prefix = "__ref";
  while (formula.includes(prefix)) prefix = `_${prefix}`;
  return prefix;
}

function closingBrace(formula: string, open: number): number {
  for (let i = open + 1; i < formula.length; i++) {
    if (formula[i] === "}") return i;
    if (formula[i] === "{") break;
  }
  throw new FormulaError("Unclosed { (a field reference is written {name})", open + 1);
}

/** Replaces each {name} outside string literals; throws a FormulaError on unbalanced or empty braces. */
export function replaceReferences(formula: string): ReferencedSource {
  const prefix = freshPrefix(formula);
  const refs: string[] = [];
  const names = new Map<string, string>();
  const replacements: Replacement[] = [];
  let source = "";
  let quote: string | null = null;
  for (let i = 0; i < formula.length; i++) {
    const char = formula[i] as string;
    if (quote) {
      if (char === "\\") source += formula[i++] ?? "";
      else if (char === quote) quote = null;
      source += formula[i] ?? "";
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (char === "}") throw new FormulaError("Unexpected } without {", i + 1);
    if (char !== "{") {
      source += char;
      continue;
    }
    const close = closingBrace(formula, i);
    const name = formula.slice(i + 1, close).trim();
    if (name === "") throw new FormulaError("Empty field reference {}", i + 1);
    if (!refs.includes(name)) refs.push(name);
    const identifier = `${prefix}${refs.indexOf(name)}`;
    names.set(identifier, name);
    replacements.push({
      start: source.length,
      length: identifier.length,
      originalStart: i,
      originalLength: close + 1 - i,
    });
    source += identifier;
    i = close;
  }
  const originalIndex = (index: number): number => {
    let shift = 0;
    for (const r of replacements) {
      if (index < r.start) break;
      if (index < r.start + r.length) return r.originalStart;
      shift += r.originalLength - r.length;
    }
    return index + shift;
  };
  return { source, refs, names, originalIndex };
}
