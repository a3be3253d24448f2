const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has run. Used for SDKs that only some
 * visitors need (reCAPTCHA, social sign-in), so nobody else downloads them. A failed load is
 * forgotten, so a later attempt (after a flaky network) tries again.
 */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
