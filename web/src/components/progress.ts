/**
 * The top progress bar (@mantine/nprogress), out of the first load: it only ever moves on a
 * later navigation, so its code is a chunk of its own, fetched once the page is taken over
 * (RootLayout renders the bar lazily) or when a page first needs it (docs/decisions/044).
 */
type Progress = typeof import('@mantine/nprogress');

let loading: Promise<Progress> | undefined;

/** The bar's module: the component and its store, one instance. */
export const loadProgress = () => (loading ??= import('@mantine/nprogress'));

/** Starts the bar (once its code is here); the function returned completes it. */
export function startProgress(): () => void {
  let stopped = false;
  let started = false;
  void loadProgress().then(({ nprogress }) => {
    if (stopped) return;
    started = true;
    nprogress.start();
  });
  return () => {
    stopped = true;
    if (started) void loadProgress().then(({ nprogress }) => nprogress.complete());
  };
}
