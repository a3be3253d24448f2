/**
 * No import cycles in server/src (issue 26, point 4).
 *
 * A cycle makes load order matter: whichever module of the circle is imported first sees the
 * others half-evaluated, so a `const` read at load time throws (TDZ) or an object is still empty.
 * This test builds the graph of the imports that survive compilation and fails listing every
 * cycle it finds.
 *
 * What counts as an edge (the compiler runs with `verbatimModuleSyntax`):
 * - `import x from`, `import { a } from`, `import * as`, `import './x'`, `export { a } from`,
 *   `export * from`: value edges, they load the other module.
 * - `import { type A } from` and `export { type A } from`: also edges. Under
 *   `verbatimModuleSyntax` they compile to `import {} from`, which still loads the module.
 * - `import type` / `export type ... from` and `import('...').T` in a type position: not edges,
 *   they vanish at runtime.
 * - A dynamic `import(...)` inside a function: not an edge. It runs when called, after the
 *   modules have loaded, so it cannot see one half-evaluated (src has none at top level).
 *
 * Type-only cycles: allowed through context.ts only. `ServiceContext` is the hub every service
 * takes (`import type` from context.ts) and that names what the services provide (loaders,
 * settings, the viewer), so the two describe each other at the type level; that costs nothing at
 * runtime (the compiler resolves types lazily), and breaking it would mean restating every
 * loader's type by hand. Anywhere else a type-level circle is a sign of a missing leaf module
 * (as env.ts <-> lib/exchangeRates.ts was), so the last test below fails on one.
 *
 * Only relative specifiers are followed (server/src imports packages by name, and those cannot
 * import us back). Generated code (__generated__) and test files inside src are left out.
 */
import { describe, expect, it } from 'vitest';
import { describeCycles, importGraph, runtimeImports, srcRoot } from './importGraph.ts';

describe('server/src import graph', () => {
  it('reads value imports and ignores type-only ones', () => {
    const text = [
      "import a from './a.ts';",
      "import { b } from './b.ts';",
      "import type { C } from './c.ts';",
      "import { type D } from './d.ts';",
      "export { e } from './e.ts';",
      "export type { F } from './f.ts';",
      "export * from './g.ts';",
      "import 'node:fs';",
      "import z from 'zod';",
      "const lazy = () => import('./h.ts');",
      "type T = import('./i.ts').T;",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./a.ts', './b.ts', './d.ts', './e.ts', './g.ts']);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(describeCycles(graph)).toEqual([
      '3 modules import each other in a circle: a.ts, b.ts, c.ts',
      '  a.ts -> b.ts -> c.ts -> a.ts',
    ]);
  });

  it('has no runtime import cycles', () => {
    const graph = importGraph(srcRoot);
    expect(graph.size).toBeGreaterThan(100);
    const cycles = describeCycles(graph);
    expect(cycles, `Import cycles in server/src:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('has type-level cycles only through context.ts', () => {
    const graph = importGraph(srcRoot, { types: true });
    graph.delete('context.ts');
    for (const [file, targets] of graph) graph.set(file, targets.filter((target) => target !== 'context.ts'));
    const cycles = describeCycles(graph);
    expect(cycles, `Import cycles (counting import type) in server/src, not through context.ts:\n${cycles.join('\n')}`).toEqual([]);
  });
});
