import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen whose code loads on first visit, or ahead of it with `preload()`. */
export type Screen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a screen, plus `preload()`. Once the code is here, `lazy` gets it in a
 * thenable that calls back at once, which React reads in the same pass: the screen renders
 * without committing the loading fallback first and then rendering the whole screen again in
 * one long task when the import settles (docs/decisions/0007).
 */
export function lazyScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): Screen<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  const preload = async () => (loaded ??= { default: pick(await load()) });
  const alreadyLoaded = (module: { default: ComponentType<Props> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<
      typeof module
    >;
  return Object.assign(
    lazy(() => (loaded ? alreadyLoaded(loaded) : preload())),
    { preload },
  );
}
