declare module 'virtual:app-characters' {
  /** Every character of the app's own texts, each once, gathered from the sources at build time (scripts/app-characters.ts). */
  export const APP_CHARACTERS: string;
}
