#!/usr/bin/env node
/**
 * Part of `npm run lint`: no module imports itself through others (a dependency cycle), in the
 * project's own code. Every file is parsed once and the whole import graph searched once, which
 * takes a second or two; ESLint's import-x/no-cycle searched from every import of every file
 * (a quarter of lint's time with its search cut to three steps, and blind to longer cycles).
 *
 * As that rule did: static imports, `export … from` and `import()` count; type-only imports and
 * exports do not (they are erased, so they cannot make a module load before its dependency is
 * ready); packages are not followed. `@/` is src/ (tsconfig.json's one path alias).
 * Usage: node scripts/lint-import-cycles.mjs   (exits 1 and prints each cycle when there is one)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['src', 'server', 'sw', 'test', 'bench', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.cjs'];
// Generated or not ours (as eslint.config.js ignores them).
const SKIPPED_FOLDERS = new Set(['node_modules', 'migrations']);

function sourceFiles(folder) {
  const found = [];
  if (!fs.existsSync(folder)) return found;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...sourceFiles(full));
    } else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

/** The file an import names, or null for a package or a file that is not there. */
function resolveImport(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  // TypeScript's ESM style names the .js file for its .ts source.
  const stem = /\.(m|c)?js$/.test(base) ? base.replace(/\.(m|c)?js$/, '') : base;
  const candidates = [base, ...EXTENSIONS.map((extension) => stem + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function onlyTypes(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The project files a file loads when it runs: [{ target, line }]. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const add = (specifierNode) => {
    const target = resolveImport(specifierNode.text, file);
    if (target) found.push({ target, line: source.getLineAndCharacterOfPosition(specifierNode.getStart(source)).line + 1 });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!onlyTypes(node.importClause) && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) add(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Strongly connected groups of more than one file, or a file importing itself (Tarjan). */
function cyclicGroups(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  const connect = (file) => {
    indices.set(file, index);
    lowLinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!indices.has(target)) {
        connect(target);
        lowLinks.set(file, Math.min(lowLinks.get(file), lowLinks.get(target)));
      } else if (onStack.has(target)) {
        lowLinks.set(file, Math.min(lowLinks.get(file), indices.get(target)));
      }
    }
    if (lowLinks.get(file) !== indices.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).some(({ target }) => target === file);
    if (group.length > 1 || selfImport) groups.push(group);
  };
  for (const file of graph.keys()) if (!indices.has(file)) connect(file);
  return groups;
}

/** One cycle through a group, as the imports that make it (shortest from its first file). */
function oneCycle(graph, group) {
  const members = new Set(group);
  const [start] = group.sort();
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const edge of graph.get(file) ?? []) {
      if (!members.has(edge.target)) continue;
      if (edge.target === start) {
        const steps = [{ from: file, ...edge }];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step.from)) steps.unshift(step);
        return steps;
      }
      if (!cameFrom.has(edge.target)) {
        cameFrom.set(edge.target, { from: file, ...edge });
        queue.push(edge.target);
      }
    }
  }
  return [];
}

const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const groups = cyclicGroups(graph);
const relative = (file) => path.relative(ROOT, file);

if (groups.length === 0) {
  console.log(`lint-import-cycles: ${files.length} files, no dependency cycle`);
} else {
  console.error(`lint-import-cycles: ${groups.length} dependency cycle(s); break each (move what both sides need to a module of its own, or import a type as a type):`);
  for (const group of groups) {
    const steps = oneCycle(graph, group);
    console.error(`\n  ${group.length} files in the cycle; one way round:`);
    for (const step of steps) console.error(`    ${relative(step.from)}:${step.line} imports ${relative(step.target)}`);
  }
  process.exit(1);
}
