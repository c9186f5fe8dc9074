// Keeps issue 11's 'one word for each thing' and 'du everywhere' from drifting back: every string literal and
// JSX text of the web app, the API and the workers is read with the TypeScript parser and checked against the
// words the glossary replaced and against the formal address.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { GLOSSARY } from './glossary';
import { SvLevel, TENANT_LEVEL_LABELS, TenantType } from './levels';

const ROOT = join(__dirname, '..', '..', '..');
const SOURCES = ['web/src', 'api/src', 'workers/src'];
const SKIPPED = /(\.(test|spec)\.tsx?|\.d\.ts|glossary\.ts)$|\/migrations\//;

/** The SPEC's verbatim sentences (2.8 and 8): the only ones that say 'Sie'. */
const SPEC_VERBATIM = new Set([
  'Sind Sie sicher, dass Sie diesen Eintrag löschen möchten?',
  'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
]);

const RULES: { word: string; pattern: RegExp }[] = [
  { word: `'${GLOSSARY.liaisonTeacher.one}' instead of 'Verbindungslehrkraft'`, pattern: /Verbindungslehrkr/ },
  { word: `'${GLOSSARY.domain.one}' instead of 'Domain'`, pattern: /\bDomains?\b/ },
  { word: `'${GLOSSARY.domain.one}' instead of 'Stadt oder Kreis' as its name`, pattern: /^Stadt oder Kreis$/ },
  { word: `'${GLOSSARY.account.one}' instead of 'Account'`, pattern: /\bAccount\b/ },
  {
    word: "'du' instead of 'Sie'",
    pattern:
      /\bSie (können|möchten|haben|sind|müssen|werden|wollen|sollten|dürfen)\b|\b(können|möchten|haben|sind|müssen|werden|wollen|sollten|dürfen|versuchen|geben|klicken|wählen|melden) Sie\b|\bIhnen\b|\bIhr(e|en|em|er|es)?\b/,
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(path) ? [path] : [];
  });
}

/** RTK Query cache tags ('Domain') are code, not words a user reads. */
function isCacheTag(node: ts.Node): boolean {
  for (let parent = node.parent; parent && !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isCallExpression(parent) && /tags?$/i.test(parent.expression.getText())) return true;
    if (ts.isPropertyAssignment(parent) && /Tags$|^tagTypes$/.test(parent.name.getText())) return true;
    if (ts.isVariableDeclaration(parent) && /^TAG_TYPES$/.test(parent.name.getText())) return true;
  }
  return false;
}

function texts(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const isText =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (isText && !isCacheTag(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      found.push({ text: node.text.trim(), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('glossary', () => {
  it('takes the role labels from levels.ts, where the SPEC put them', () => {
    expect(GLOSSARY.liaisonTeacher.one).toBe(TENANT_LEVEL_LABELS[TenantType.SV][SvLevel.SV_TEACHER]);
    expect(GLOSSARY.roles).toBe(TENANT_LEVEL_LABELS);
  });

  it('is the only word used on screens, in messages and in mails, and they all say du', () => {
    const offences: string[] = [];
    for (const dir of SOURCES) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        for (const { text, line } of texts(file)) {
          if (SPEC_VERBATIM.has(text)) continue;
          for (const rule of RULES) {
            if (rule.pattern.test(text)) offences.push(`${relative(ROOT, file)}:${line} ${rule.word}: ${text}`);
          }
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
