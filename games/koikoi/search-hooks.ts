export const search = undefined;
