/**
 * Finds hand-written SQL in a TypeScript file (issue 26, point 5), for sql-placement.test.ts.
 * Read with the compiler's own parser, so comments and prose never count, and a statement split
 * across a template's `${...}` parts still reads as one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Prisma's raw-SQL entry points, as members of a client or transaction. */
const RAW_MEMBERS = new Set(['$queryRaw', '$executeRaw', '$queryRawUnsafe', '$executeRawUnsafe']);
/** Prisma's builders of SQL fragments (`Prisma.sql`, `Prisma.raw`, `Prisma.join`). */
const FRAGMENT_BUILDERS = new Set(['sql', 'raw', 'join']);
/**
 * SQL in a string or template: the statements' opening words (upper case, as this codebase
 * writes SQL; prose in messages is not written so).
 */
const SQL_TEXT = /\bSELECT\s|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b|\bON\s+CONFLICT\b|\bFOR\s+UPDATE\b/;

/** Each piece of hand-written SQL in `text`, as "line N: what". */
export function sqlFindings(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && RAW_MEMBERS.has(node.name.text)) at(node, node.name.text);
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'queryPrepared') at(node, 'queryPrepared(...)');
    else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Prisma' &&
      FRAGMENT_BUILDERS.has(node.name.text)
    ) {
      at(node, `Prisma.${node.name.text}`);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (SQL_TEXT.test(node.text)) at(node, `SQL text ${JSON.stringify(node.text.trim().slice(0, 40))}`);
    } else if (ts.isTemplateExpression(node)) {
      const whole = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('?');
      if (SQL_TEXT.test(whole)) at(node, `SQL template ${JSON.stringify(whole.trim().slice(0, 40))}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The TypeScript files under `dir` (generated code and tests left out), relative to `root`, sorted. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__generated__') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        out.push(relative(root, path));
      }
    }
  };
  walk(join(root, dir));
  return out.sort();
}

export const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
