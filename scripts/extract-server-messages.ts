/**
 * Lists every English text the server can send a user (error and success messages, validation
 * texts) into src/lib/i18n/server-messages/en.json, so Dari and Pashto readers get them in their
 * language (the client translates them where it shows them: server-message-text.ts).
 *
 * It reads the TypeScript of src/contract and server (tests, seeds and scripts aside) and keeps
 * string and template literals that read like a sentence for a person: a capital first letter
 * and a space, outside OpenAPI descriptions, SQL and logs. A template's `${…}` parts become
 * {{0}}, {{1}}…, which the translations keep. `npm run messages:extract` rewrites the list; a
 * unit test fails when the list is stale or a language lacks a text.
 *
 * Run: node --import tsx scripts/extract-server-messages.ts [--check]
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(root, 'src/lib/i18n/server-messages/en.json');
// src/lib/api: the API client's own texts ("Network error: …") reach users the same way.
const SOURCE_DIRS = ['src/contract', 'src/lib/api', 'server'];
// server/backup: the backup commands' texts are for the operator at a terminal (English, like the
// start-up banner); what reaches users about backups is in server/routes/backups.
const SKIPPED = /(\.test\.ts|\.bench\.ts|-test-data\.ts|-test-fixtures\.ts)$|\/test-support\/|\/db\/seed|\/db\/migrations\/|\/scripts\/|\/server\/backup\//;
/** Properties whose texts are for developers (OpenAPI, the metrics' help) or machines. */
const DEVELOPER_PROPERTIES = new Set(['summary', 'description', 'help', 'tags', 'operationId', 'title', 'contentType', 'format', 'pattern', 'example']);
/** Calls whose texts never reach a user. */
const DEVELOPER_CALLS = /^(describe|log|info|warn|error|debug|trace|fatal|sql|raw|execute|query|exec|prepare|header|type|setHeader|meta)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !SKIPPED.test(full) ? [full] : [];
  });
}

function looksLikeSentence(text: string): boolean {
  return /^[A-Z][a-z']*[\s,]/.test(text) && text.includes(' ') && !text.includes('\n') && text.length <= 400 && !/^(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP) /.test(text);
}

function calledName(call: ts.CallExpression | ts.TaggedTemplateExpression): string {
  const callee = ts.isCallExpression(call) ? call.expression : call.tag;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return '';
}

/** Whether a literal sits where only developers read it. */
function isDeveloperText(node: ts.Node): boolean {
  for (let current: ts.Node = node; current.parent; current = current.parent) {
    const parent = current.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === current) {
      const name = parent.name.getText().replace(/['"]/g, '');
      if (DEVELOPER_PROPERTIES.has(name)) return true;
    }
    if ((ts.isCallExpression(parent) || ts.isTaggedTemplateExpression(parent)) && DEVELOPER_CALLS.test(calledName(parent))) return true;
    if (ts.isNewExpression(parent) && parent.expression.getText() === 'Error') return true; // internal failures answer 500
    // An OpenAPI text kept in a variable first (`const generateDescription = …`).
    if (ts.isVariableDeclaration(parent) && parent.initializer === current && /(Summary|Description)$/.test(parent.name.getText())) return true;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isFunctionLike(parent) || ts.isSourceFile(parent)) break;
  }
  return false;
}

function templateText(node: ts.TemplateExpression): string {
  let text = node.head.text;
  node.templateSpans.forEach((span, index) => {
    text += `{{${index}}}${span.literal.text}`;
  });
  return text;
}

export function extractServerMessages(): string[] {
  const found = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) text = templateText(node);
      if (text !== null && looksLikeSentence(text) && !isDeveloperText(node)) found.add(text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const messages = extractServerMessages();
  const serialised = `${JSON.stringify(messages, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUTPUT, 'utf8');
    if (current !== serialised) {
      console.error('src/lib/i18n/server-messages/en.json is stale: run npm run messages:extract');
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, serialised);
  }
  console.log(`${messages.length} server messages`);
}
