/** Shows a password that was made up, the only time it is shown. */
export function printGeneratedPassword(username: string, password: string): void {
  console.log(`Password of '${username}': '${password}'.`);
  console.log("This password is shown only now: note it. `docket admin reset-password` sets a new one.");
}
