declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

declare module 'virtual:bundled-packages' {
  /** JSON of the bundled packages (scripts/bundled-licences.ts), or a placeholder outside a production build. */
  const packages: string;
  export default packages;
}
