/**
 * Every message the server or a shared schema can say, read from the sources with the TypeScript
 * compiler (issue 34): what messages.test.ts checks the catalogues against.
 *
 * Read: the message of each `new AppError(...)` and each `message` of its issues (and of any
 * ValidationIssue written out), in server/src; each custom message of the shared schemas (a zod
 * method's message argument, an `error` or `message` property). A message is followed to the
 * text it is: a literal, a constant (across imports), a property of a constant object (every value
 * where the key is not known), both sides of `?:`, `??` and `||`, what a function returns, a
 * parameter's argument at every call, `msg(template, values)`'s template. A template literal's
 * parts are filled when constant and left as a `{{}}` hole when not. What cannot be followed is
 * reported as unresolved.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FoundText {
  /** The English text; `{{name}}` or `{{}}` where a part varies. */
  text: string;
  where: string;
  /** Whether a template literal with a part that varies wrote it (not a `msg(...)` template). */
  holes: boolean;
  source: 'server' | 'schema';
}

export interface Unresolved {
  where: string;
  code: string;
}

export interface Extraction {
  texts: FoundText[];
  unresolved: Unresolved[];
}

/** A part of a template literal that varies. */
export const HOLE = '{{}}';

/** Methods whose first argument is what they compare with: the message is the second. */
const VALUE_FIRST = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'refine',
  'startsWith',
  'endsWith',
  'includes',
]);

const ZOD_MESSAGE_METHODS = new Set([
  ...VALUE_FIRST,
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'nonempty',
  'email',
  'url',
  'uuid',
  'date',
  'datetime',
  'time',
  'httpUrl',
]);

/** An argument that may be a message: not a function, an object (read by its properties) or a regex. */
const isMessageLike = (node: ts.Expression) =>
  !ts.isObjectLiteralExpression(node) &&
  !ts.isArrowFunction(node) &&
  !ts.isFunctionExpression(node) &&
  !ts.isRegularExpressionLiteral(node) &&
  !ts.isArrayLiteralExpression(node) &&
  !ts.isNumericLiteral(node);

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (keep(full)) out.push(full);
  }
  return out;
}

const isSource = (file: string) =>
  file.endsWith('.ts') && !file.endsWith('.d.ts') && !/\.test\.ts$/.test(file);

type Values = string[] | null;

/**
 * Reads the messages of server/src and shared/src/schemas under `root` (the repository). With
 * `only`, reads those files instead (paths under server/src or shared/src/schemas, held in memory:
 * a test's probe).
 */
export function extractMessages(root: string, only?: Record<string, string>): Extraction {
  const serverDir = path.join(root, 'server/src');
  const sharedDir = path.join(root, 'shared/src');
  const schemaDir = path.join(sharedDir, 'schemas');
  const extra = only ?? {};
  const given = Object.keys(extra);
  const serverFiles = only
    ? given.filter((f) => f.startsWith(serverDir + path.sep))
    : walk(serverDir, isSource);
  const sharedFiles = only
    ? given.filter((f) => f.startsWith(sharedDir + path.sep))
    : walk(sharedDir, isSource);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: [],
    // Only the sources: a message is never in a library, and reading them all takes seconds.
    noResolve: true,
    noLib: true,
  };
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    extra[name] !== undefined
      ? ts.createSourceFile(name, extra[name], languageVersion, true)
      : getSourceFile(name, languageVersion, ...rest);
  host.fileExists = (name) => extra[name] !== undefined || fileExists(name);
  host.readFile = (name) => extra[name] ?? readFile(name);
  const program = ts.createProgram([...serverFiles, ...sharedFiles], options, host);
  const checker = program.getTypeChecker();

  const texts: FoundText[] = [];
  const unresolved: Unresolved[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(root, file.fileName)}:${line + 1}`;
  };

  // Every call, by the function it calls: a parameter's message is its argument at each call.
  const callsOf = new Map<ts.Node, ts.CallExpression[]>();
  const declarationOf = (expression: ts.Expression): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  const functionOf = (declaration: ts.Declaration | undefined): ts.Node | undefined => {
    if (!declaration) return undefined;
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration))
      return declaration;
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      (ts.isArrowFunction(declaration.initializer) ||
        ts.isFunctionExpression(declaration.initializer))
    )
      return declaration.initializer;
    return undefined;
  };
  const sources = program
    .getSourceFiles()
    .filter((f) => !f.isDeclarationFile && !f.fileName.includes('/node_modules/'));
  for (const file of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const fn = functionOf(declarationOf(node.expression));
        if (fn) callsOf.set(fn, [...(callsOf.get(fn) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** The literal values a type allows, when it allows only literals. */
  function literalsOfType(type: ts.Type): Values {
    const parts = type.isUnion() ? type.types : [type];
    const out: string[] = [];
    for (const part of parts) {
      if (part.isStringLiteral()) out.push(part.value);
      else if (part.isNumberLiteral()) out.push(String(part.value));
      else return null;
    }
    return out.length > 0 ? out : null;
  }

  function unwrap(node: ts.Expression): ts.Expression {
    while (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      node = node.expression;
    return node;
  }

  /** The object literals an expression can be (a constant's, or a parameter's at every call). */
  function objectsOf(node: ts.Expression, seen: Set<ts.Node>): ts.ObjectLiteralExpression[] | null {
    node = unwrap(node);
    if (ts.isObjectLiteralExpression(node)) return [node];
    if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return null;
    const declaration = declarationOf(node);
    if (!declaration || seen.has(declaration)) return null;
    seen = new Set(seen).add(declaration);
    if (ts.isVariableDeclaration(declaration) && declaration.initializer)
      return objectsOf(declaration.initializer, seen);
    if (ts.isPropertyAssignment(declaration)) return objectsOf(declaration.initializer, seen);
    if (ts.isParameter(declaration)) {
      const fn = declaration.parent;
      const index = fn.parameters.indexOf(declaration);
      const calls = callsOf.get(fn) ?? [];
      if (calls.length === 0) return null;
      const out: ts.ObjectLiteralExpression[] = [];
      for (const call of calls) {
        const argument = call.arguments[index];
        const objects = argument ? objectsOf(argument, seen) : null;
        if (!objects) return null;
        out.push(...objects);
      }
      return out;
    }
    return null;
  }

  /** The values of one property of objects, or of all their properties. */
  function propertyValues(
    objects: ts.ObjectLiteralExpression[],
    name: string | null,
    seen: Set<ts.Node>,
  ): Values {
    const out: string[] = [];
    for (const object of objects) {
      for (const property of object.properties) {
        const key = property.name?.getText().replace(/^['"]|['"]$/g, '');
        if (name !== null && key !== name) continue;
        if (!ts.isPropertyAssignment(property)) return null;
        const values = resolve(property.initializer, seen);
        if (!values) return null;
        out.push(...values);
      }
    }
    return out.length > 0 ? out : null;
  }

  /** Where a parameter's value comes from: its default and its argument at every call. */
  function parameterValues(parameter: ts.ParameterDeclaration, seen: Set<ts.Node>): Values {
    const fn = parameter.parent;
    const index = fn.parameters.indexOf(parameter);
    const calls = callsOf.get(fn) ?? [];
    const out: string[] = [];
    if (parameter.initializer) {
      const values = resolve(parameter.initializer, seen);
      if (!values) return null;
      out.push(...values);
    }
    if (calls.length === 0 && out.length === 0) return null;
    for (const call of calls) {
      const argument = call.arguments[index];
      if (!argument) continue;
      const values = resolve(argument, seen);
      if (!values) return null;
      out.push(...values);
    }
    return out;
  }

  /** What a function returns, every way it can. */
  function returnValues(fn: ts.Node, seen: Set<ts.Node>): Values {
    if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return resolve(fn.body, seen);
    const out: string[] = [];
    let ok = true;
    const visit = (node: ts.Node): void => {
      if (!ok) return;
      if (ts.isReturnStatement(node) && node.expression) {
        const values = resolve(node.expression, seen);
        if (values) out.push(...values);
        else ok = false;
      } else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (body) ts.forEachChild(body, visit);
    return ok && out.length > 0 ? out : null;
  }

  /** The texts an expression can be, or null when it cannot be followed. */
  function resolve(expression: ts.Expression, seen: Set<ts.Node> = new Set()): Values {
    const node = unwrap(expression);
    if (seen.has(node)) return [];
    seen = new Set(seen).add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isNumericLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      let results = [node.head.text];
      for (const span of node.templateSpans) {
        const values = resolve(span.expression, seen) ?? [HOLE];
        results = results.flatMap((r) => values.map((v) => r + v + span.literal.text));
      }
      return results;
    }
    if (ts.isConditionalExpression(node)) {
      const a = resolve(node.whenTrue, seen);
      const b = resolve(node.whenFalse, seen);
      return a && b ? [...a, ...b] : null;
    }
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
        node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    ) {
      const a = resolve(node.left, seen);
      const b = resolve(node.right, seen);
      return a && b ? [...a, ...b] : null;
    }
    // A constant's type says it, when it is a literal or a union of them (`as const` objects).
    const literals = literalsOfType(checker.getTypeAtLocation(node));
    if (literals) return literals;
    if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      if (ts.isIdentifier(callee) && callee.text === 'msg' && node.arguments[0])
        return resolve(node.arguments[0], seen);
      const fn = functionOf(declarationOf(callee));
      return fn ? returnValues(fn, seen) : null;
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(node);
      if (declaration && ts.isParameter(declaration)) return parameterValues(declaration, seen);
      if (declaration && ts.isVariableDeclaration(declaration)) {
        // A `let`, or a name destructured from something, is not followed.
        const constant = ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
        if (!constant || !declaration.initializer || !ts.isIdentifier(declaration.name))
          return null;
        return resolve(declaration.initializer, seen);
      }
      if (declaration && ts.isPropertyAssignment(declaration))
        return resolve(declaration.initializer, seen);
      if (declaration && ts.isShorthandPropertyAssignment(declaration))
        return resolve(declaration.name, seen);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const objects = objectsOf(node.expression, seen);
      return objects ? propertyValues(objects, node.name.text, seen) : null;
    }
    if (ts.isElementAccessExpression(node)) {
      const objects = objectsOf(node.expression, seen);
      return objects ? propertyValues(objects, null, seen) : null;
    }
    return null;
  }

  function record(
    expression: ts.Expression,
    source: FoundText['source'],
    isMsg = isMsgCall(expression),
  ) {
    const values = resolve(expression);
    if (!values) {
      unresolved.push({ where: where(expression), code: expression.getText() });
      return;
    }
    for (const text of values)
      texts.push({
        text,
        where: where(expression),
        holes: !isMsg && text.includes(HOLE),
        source,
      });
  }

  function isMsgCall(expression: ts.Expression): boolean {
    const node = unwrap(expression);
    return (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'msg'
    );
  }

  /** An issue written out: an object of a `path` and a `message` (ValidationIssue's shape). */
  const isValidationIssue = (node: ts.ObjectLiteralExpression) => {
    const names = node.properties.map((p) => p.name?.getText());
    return names.length === 2 && names.includes('path') && names.includes('message');
  };

  const isString = (node: ts.Expression) =>
    (checker.getTypeAtLocation(node).flags & ts.TypeFlags.StringLike) !== 0;

  const serverSet = new Set(serverFiles);
  for (const file of sources) {
    const inServer = serverSet.has(file.fileName);
    const inSchemas = file.fileName.startsWith(schemaDir + path.sep);
    if (!inServer && !inSchemas) continue;
    const visit = (node: ts.Node): void => {
      if (inServer) {
        if (
          ts.isNewExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'AppError' &&
          node.arguments?.[1]
        )
          record(node.arguments[1], 'server');
        if (ts.isObjectLiteralExpression(node) && isValidationIssue(node)) {
          for (const property of node.properties) {
            if (property.name?.getText() !== 'message') continue;
            if (ts.isPropertyAssignment(property)) {
              // An OpenAPI schema of an issue, not an issue.
              if (!ts.isObjectLiteralExpression(property.initializer))
                record(property.initializer, 'server');
            } else if (ts.isShorthandPropertyAssignment(property)) record(property.name, 'server');
          }
        }
      }
      if (inSchemas) {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          ZOD_MESSAGE_METHODS.has(node.expression.name.text)
        ) {
          // After the value the check compares with, or first where there is none.
          const method = node.expression.name.text;
          const message = node.arguments[VALUE_FIRST.has(method) ? 1 : 0];
          if (message && isMessageLike(message) && isString(message)) record(message, 'schema');
        }
        if (
          ts.isPropertyAssignment(node) &&
          ['error', 'message'].includes(node.name.getText()) &&
          isMessageLike(node.initializer) &&
          isString(node.initializer)
        )
          record(node.initializer, 'schema');
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { texts, unresolved };
}
