import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export const TOO_EASY_TO_GUESS = "This password is too easy to guess";

/** zxcvbn's scale runs from 0 (guessed at once) to 4; 3 stands up to an offline attack for a good while. */
const MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator with its common-password lists: loaded on the first password set, not at start. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/**
 * Whether the password is too easy to guess: a common password, a keyboard walk, a date, or one built
 * from the user's own name or address (userInputs).
 */
export async function isTooEasyToGuess(password: string, userInputs: string[] = []): Promise<boolean> {
  const zxcvbn = await loadEstimator();
  const inputs = userInputs.map((input) => input.trim()).filter((input) => input.length > 0);
  return zxcvbn.check(password, inputs).score < MIN_SCORE;
}
