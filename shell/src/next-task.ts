/** Resolves in a later task: what comes after an `await` of it starts a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
