/** Runs one step of a scripted session, naming it in the error when it fails. */
export async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${name}: ${message}`, { cause: error });
  }
}
