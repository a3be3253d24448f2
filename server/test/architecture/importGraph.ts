/**
 * The import graph of server/src and its cycles (import-cycles.test.ts says what counts as an edge).
 * `types: true` also follows `import type` (type-only declarations).
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const srcRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__' && entry.name !== 'node_modules') files.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** The relative module specifiers a file loads at runtime (see the header for what counts). */
export function runtimeImports(fileName: string, text: string, options: { types?: boolean } = {}): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly && !options.types) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement)) {
      if ((statement.isTypeOnly && !options.types) || !statement.moduleSpecifier) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement)) {
      if (statement.isTypeOnly && !options.types) continue;
      const ref = statement.moduleReference;
      if (ts.isExternalModuleReference(ref) && ts.isStringLiteral(ref.expression)) specifiers.push(ref.expression.text);
    }
  }
  return specifiers.filter((s) => s.startsWith('./') || s.startsWith('../'));
}

function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** module -> modules it loads at runtime, relative to server/src. */
export function importGraph(root: string, options: { types?: boolean } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = new Set<string>();
    for (const specifier of runtimeImports(file, readFileSync(file, 'utf8'), options)) {
      const target = resolveSpecifier(file, specifier);
      // Generated code and files outside src cannot import src back: no cycle through them.
      if (target && target.startsWith(root) && !target.includes('__generated__')) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with a cycle (Tarjan), each sorted, largest first. */
function cyclicComponents(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** The shortest cycle through `start` inside its component (breadth first). */
function shortestCycle(graph: Map<string, string[]>, component: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(next) && next !== start) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** Every cyclic component and, for each of its modules, the shortest circle through it (deduplicated). */
export function describeCycles(graph: Map<string, string[]>): string[] {
  const lines: string[] = [];
  for (const component of cyclicComponents(graph)) {
    const members = new Set(component);
    const seen = new Set<string>();
    lines.push(`${component.length} modules import each other in a circle: ${component.join(', ')}`);
    for (const start of component) {
      const cycle = shortestCycle(graph, members, start);
      const ring = cycle.slice(0, -1);
      const key = [...ring].sort().join('|') + '#' + ring.length;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(`  ${cycle.join(' -> ')}`);
    }
  }
  return lines;
}

