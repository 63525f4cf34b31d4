/** electron-vite's `?asset` imports (in the main process) resolve to the emitted file's absolute path. */
declare module '*?asset' {
  const path: string;
  export default path;
}
