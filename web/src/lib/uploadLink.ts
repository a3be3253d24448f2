import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/**
 * File uploads through GraphQL (the GraphQL multipart request specification, which the server's
 * graphql-upload-minimal reads): an operation whose variables hold a File or Blob is sent as
 * multipart/form-data with the parts `operations` (the operation, each file replaced by null),
 * `map` (part name -> variable paths) and one part per file. Every other operation goes through
 * the ordinary HTTP link untouched.
 */

export type Upload = Blob;

function isUpload(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** The variables with every file replaced by null, and each file with the paths it was found at. */
export function extractFiles(value: unknown, path = 'variables'): { clone: unknown; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (node: unknown, at: string): unknown => {
    if (isUpload(node)) {
      files.set(node, [...(files.get(node) ?? []), at]);
      return null;
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${at}.${i}`));
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, `${at}.${key}`)]));
    }
    return node;
  };
  return { clone: walk(value, path), files };
}

export function hasFiles(variables: unknown): boolean {
  return extractFiles(variables).files.size > 0;
}

/** The multipart body of an operation with files (spec: operations, map, then the files). */
export function multipartBody(operation: { query: string; operationName?: string; variables: unknown }): FormData {
  const { clone, files } = extractFiles(operation.variables);
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: operation.query, operationName: operation.operationName, variables: clone }));
  const map: Record<string, string[]> = {};
  const parts: [string, Blob][] = [];
  let i = 0;
  for (const [file, paths] of files) {
    map[String(i)] = paths;
    parts.push([String(i), file]);
    i++;
  }
  form.append('map', JSON.stringify(map));
  for (const [name, file] of parts) {
    form.append(name, file, file instanceof File ? file.name : 'blob');
  }
  return form;
}

/**
 * The link for operations with files. The same endpoint, cookie and CSRF header as the HTTP
 * link (the header is also what lets the server read a multipart body at all).
 */
export function createUploadLink({ uri, headers }: { uri: string; headers: Record<string, string> }): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const controller = new AbortController();
        const body = multipartBody({ query: print(operation.query), operationName: operation.operationName, variables: operation.variables });
        fetch(uri, { method: 'POST', credentials: 'include', headers, body, signal: controller.signal })
          .then(async (response) => {
            const bodyText = await response.text();
            let result: unknown;
            try {
              result = JSON.parse(bodyText);
            } catch {
              result = undefined;
            }
            // A GraphQL answer (with data or errors) is the result whatever the status, as the HTTP link does.
            if (result && typeof result === 'object' && ('data' in result || 'errors' in result)) {
              observer.next(result as ApolloLink.Result);
              observer.complete();
              return;
            }
            observer.error(new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText }));
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) observer.error(error);
          });
        return () => controller.abort();
      }),
  );
}
