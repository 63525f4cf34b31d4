export const bots = {};
