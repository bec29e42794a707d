/** Setup progress lines ("taxonomy: 12,034 year-make-models…"), printed by the server, silent in tests. */
export type Progress = (message: string) => void;
export const silent: Progress = () => undefined;
