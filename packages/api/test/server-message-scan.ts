/**
 * Finds every error message the API's own code writes, by reading its source: each
 * `new AppError(code, message, { messages })` in packages/api/src, with the messages and field
 * entries worked out as far as the source says. A message built by a helper from its parameters
 * ("`${what} not found`") is worked out at every call of the helper ("Plant not found"); constants
 * (also those of @plantwise/shared), `a ? b : c`, lookups in constant tables (every value), and
 * functions that return text (`workOrderTransitionRefusal`) are followed too. What the source
 * cannot know (a name, a count, a list joined at run time) is a wildcard.
 *
 * The scan reads syntax only (no type checker), so it stays fast; it resolves names through the
 * file's own declarations and its imports.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { englishPlural } from "@plantwise/shared";
import ts from "typescript";

/** Stands for a part of a message the source cannot know. */
export const WILDCARD = "\u0000";

export interface ScannedMessage {
  /** Path from the repository root, and 1-based line of the AppError. */
  file: string;
  line: number;
  /** The error's message, or one of its `messages` entries ("field: text"). */
  kind: "message" | "entry";
  /** The text, with WILDCARD where the source cannot know it. */
  pattern: string;
  /** The files of the calls that filled the helper's parameters (none for a message written in place). */
  via: string[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const API_SRC = path.join(ROOT, "packages/api/src");
const SHARED_SRC = path.join(ROOT, "packages/shared/src");

/** Alternatives an expression may be; more than this many are cut (the first ones stay). */
const MAX_ALTERNATIVES = 400;
const MAX_DEPTH = 12;
/**
 * Properties that carry a reason worded by the API's code (`skipped.reason`): read where the
 * object cannot be followed, they stand for every text the source gives a property of that name.
 */
const FOLLOWED_PROPERTIES: Record<string, string> = { reason: "packages/api/src/signals/rebaseline-rows.ts" };
/** Test-only sources (as in .dependency-cruiser.cjs): their texts never reach a reader. */
const TEST_FILE = /\.(test|fixtures|isolation)\.ts$/;

type Transform = "" | "cap" | "attached";
const MARK_OPEN = "\u0001";
const MARK_CLOSE = "\u0002";
/** Follows a pattern with the file of a call that filled it. */
const VIA = "\u0003";

interface Binding {
  fn: ts.SignatureDeclaration;
  index: number;
  /** Property read from an object parameter (`given.message`), or "" for the parameter itself. */
  prop: string;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts") && !TEST_FILE.test(name)) out.push(full);
  }
  return out;
}

class Scanner {
  private readonly files = new Map<string, ts.SourceFile>();
  private readonly functionIds = new Map<ts.Node, number>();
  private readonly functionsById: ts.SignatureDeclaration[] = [];
  /** Every call expression of the API's source, by the called name. */
  private readonly callsByName = new Map<string, ts.CallExpression[]>();

  constructor() {
    for (const file of [...walk(API_SRC), ...walk(SHARED_SRC)]) this.load(file);
    for (const source of this.files.values()) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) {
          const name = calleeName(node);
          if (name) {
            const list = this.callsByName.get(name) ?? [];
            list.push(node);
            this.callsByName.set(name, list);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }

  private load(file: string): ts.SourceFile | undefined {
    const known = this.files.get(file);
    if (known) return known;
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      return undefined;
    }
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    this.files.set(file, source);
    return source;
  }

  scan(): ScannedMessage[] {
    const out: ScannedMessage[] = [];
    for (const source of this.files.values()) {
      if (!source.fileName.startsWith(API_SRC)) continue;
      const visit = (node: ts.Node) => {
        if (
          ts.isNewExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === "AppError"
        ) {
          this.sink(node, out);
        }
        // The texts the error renderers word themselves ("Validation error", the facade's 404).
        if (ts.isCallExpression(node) && calleeName(node) === "serverMessageText" && node.arguments[0]) {
          this.rendered(node, node.arguments[0], out);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return out;
  }

  private sink(node: ts.NewExpression, out: ScannedMessage[]) {
    const source = node.getSourceFile();
    const file = path.relative(ROOT, source.fileName);
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const [, message, details] = node.arguments ?? [];
    const add = (kind: ScannedMessage["kind"], patterns: string[]) => {
      for (const found of this.expand(patterns, 0)) out.push({ file, line, kind, ...splitVia(found) });
    };
    if (message) add("message", this.text(message, 0));
    if (details && ts.isObjectLiteralExpression(details)) {
      for (const property of details.properties) {
        if (propertyName(property) !== "messages") continue;
        const value = ts.isShorthandPropertyAssignment(property)
          ? property.name
          : ts.isPropertyAssignment(property)
            ? property.initializer
            : undefined;
        if (value) add("entry", this.entries(value, 0));
      }
    }
  }

  private rendered(node: ts.Node, text: ts.Expression, out: ScannedMessage[]) {
    const source = node.getSourceFile();
    const file = path.relative(ROOT, source.fileName);
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const found of this.expand(this.text(text, 0), 0)) {
      const message = splitVia(found);
      // A message passed on as it came (an AppError's, already scanned where it was written).
      if (message.pattern === WILDCARD) continue;
      out.push({ file, line, kind: "message", ...message });
    }
  }

  // --- Resolving parameters through the calls of the function that has them -------------------

  /**
   * Replaces parameter marks by what each call of their function passes, until none is left; the
   * marks of one function are filled from the same call, so a field and its rule stay together.
   */
  private expand(patterns: string[], depth: number): string[] {
    const out: string[] = [];
    for (const pattern of patterns) {
      const found = new RegExp(`${MARK_OPEN}(\\d+):`).exec(pattern);
      if (!found) {
        out.push(pattern);
        continue;
      }
      const id = Number(found[1]);
      const fn = this.functionsById[id]!;
      const calls = depth > MAX_DEPTH ? [] : this.callsOf(fn);
      if (calls.length === 0) {
        const unknown = new RegExp(`${MARK_OPEN}${id}:[^${MARK_CLOSE}]*${MARK_CLOSE}`, "g");
        out.push(...this.expand([pattern.replace(unknown, WILDCARD)], depth + 1));
        continue;
      }
      for (const call of calls) {
        const via = VIA + path.relative(ROOT, call.getSourceFile().fileName);
        out.push(
          ...this.expand(
            this.bindHere(pattern, id, call, depth).map((p) => p + via),
            depth + 1,
          ),
        );
      }
      if (out.length > MAX_ALTERNATIVES * 4) break;
    }
    return [...new Set(out)];
  }

  /** The calls of `fn` in the API's source (by its name, in its file or where it is imported). */
  private callsOf(fn: ts.SignatureDeclaration): ts.CallExpression[] {
    const name = functionName(fn);
    if (!name) return [];
    const declaredIn = fn.getSourceFile().fileName;
    return (this.callsByName.get(name) ?? []).filter((call) => this.callReaches(call, name, declaredIn));
  }

  /** Whether `call` calls the function named `name` declared in `file` (same file, or imported from it). */
  private callReaches(call: ts.CallExpression, name: string, file: string): boolean {
    const source = call.getSourceFile();
    if (source.fileName === file) return !ts.isPropertyAccessExpression(call.expression);
    if (!ts.isIdentifier(call.expression)) return false;
    const imported = this.importOf(source, name);
    return imported?.name === name && imported.files.includes(file);
  }

  private transformed(node: ts.Expression, transform: Transform, depth: number): string[] {
    if (transform === "attached") return this.attached(node, depth);
    const values = this.text(node, depth);
    return transform === "cap" ? values.map(capitalise) : values;
  }

  // --- Text of an expression ----------------------------------------------------------------

  /** Every text `node` may be, as patterns (WILDCARD for unknown parts, marks for parameters). */
  text(node: ts.Expression, depth: number): string[] {
    if (depth > MAX_DEPTH) return [WILDCARD];
    node = unwrap(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      let acc = [node.head.text];
      for (const span of node.templateSpans) {
        acc = product(acc, this.text(span.expression, depth + 1));
        acc = acc.map((a) => a + span.literal.text);
      }
      return acc;
    }
    if (ts.isConditionalExpression(node)) {
      return union(this.text(node.whenTrue, depth + 1), this.text(node.whenFalse, depth + 1));
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.PlusToken) {
        return product(this.text(node.left, depth + 1), this.text(node.right, depth + 1));
      }
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        return union(this.text(node.left, depth + 1), this.text(node.right, depth + 1));
      }
      return [WILDCARD];
    }
    if (ts.isIdentifier(node)) return this.identifierText(node, "", "", depth);
    if (ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node.expression)) {
        const param = this.parameterOf(node.expression);
        if (param) return [this.mark({ ...param, prop: param.prop || node.name.text }, "")];
      }
      if (node.name.text === "message" && ts.isIdentifier(node.expression)) {
        const thrown = this.caughtMessages(node.expression, depth);
        if (thrown) return thrown;
      }
      const object = this.objectLiteral(node.expression, depth);
      const value = object ? this.property(object, node.name.text) : undefined;
      if (value) return this.text(value, depth + 1);
      const writer = FOLLOWED_PROPERTIES[node.name.text];
      if (writer) return this.propertyValues(node.name.text, path.join(ROOT, writer), depth);
      return [WILDCARD];
    }
    if (ts.isElementAccessExpression(node)) {
      // A lookup in a constant table: any of its values.
      const values = this.tableValues(node.expression, depth).flatMap((item) => this.text(item, depth + 1));
      return values.length > 0 ? [...new Set(values)] : [WILDCARD];
    }
    if (ts.isCallExpression(node)) return this.callText(node, depth);
    // A function given where a text may be (`what: string | (() => AppError)`) is no text.
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return [];
    return [WILDCARD];
  }

  private identifierText(node: ts.Identifier, prop: string, transform: Transform, depth: number): string[] {
    const param = this.parameterOf(node);
    if (param) return [this.mark({ ...param, prop: param.prop || prop }, transform)];
    const declaration = this.declarationOf(node, depth);
    if (declaration && ts.isBindingElement(declaration)) return this.bindingText(declaration, depth);
    const value = this.valueNode(node, depth);
    if (!value) return [WILDCARD];
    const values = this.text(value, depth + 1);
    // A `let` assigned later in its function: each assigned text too.
    for (const assigned of this.assignments(node)) values.push(...this.text(assigned, depth + 1));
    return [...new Set(values)];
  }

  /**
   * `error.message` of a caught error checked with `error instanceof SomeError`: the message of
   * every `new SomeError(…)` in the scanned sources (its last argument).
   */
  private caughtMessages(node: ts.Identifier, depth: number): string[] | undefined {
    let clause: ts.CatchClause | undefined;
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if (
        ts.isCatchClause(n) &&
        n.variableDeclaration &&
        ts.isIdentifier(n.variableDeclaration.name) &&
        n.variableDeclaration.name.text === node.text
      ) {
        clause = n;
        break;
      }
    }
    if (!clause) return undefined;
    const classes = new Set<string>();
    const visit = (n: ts.Node) => {
      if (
        ts.isBinaryExpression(n) &&
        n.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword &&
        ts.isIdentifier(n.left) &&
        n.left.text === node.text &&
        ts.isIdentifier(n.right)
      ) {
        classes.add(n.right.text);
      }
      ts.forEachChild(n, visit);
    };
    visit(clause.block);
    const out: string[] = [];
    for (const source of this.files.values()) {
      const find = (n: ts.Node) => {
        if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && classes.has(n.expression.text)) {
          const last = n.arguments?.at(-1);
          if (last) out.push(...this.text(last, depth + 1));
        }
        ts.forEachChild(n, find);
      };
      find(source);
    }
    return out.length > 0 ? [...new Set(out)] : [WILDCARD];
  }

  /** Every text given to a property of this name in an object literal of `file`. */
  private propertyValues(name: string, file: string, depth: number): string[] {
    const out: string[] = [];
    for (const source of this.files.values()) {
      if (source.fileName !== file) continue;
      const visit = (n: ts.Node) => {
        if (ts.isPropertyAssignment(n) && propertyName(n) === name)
          out.push(...this.text(n.initializer, depth + 1));
        ts.forEachChild(n, visit);
      };
      visit(source);
    }
    return out.length > 0 ? [...new Set(out)] : [WILDCARD];
  }

  /** A name destructured from a constant: `const { noun } = resource`, `const [table, what] = REFS[f]`. */
  private bindingText(element: ts.BindingElement, depth: number): string[] {
    const pattern = element.parent;
    const declaration = pattern.parent;
    if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return [WILDCARD];
    const init = unwrap(declaration.initializer);
    if (ts.isObjectBindingPattern(pattern)) {
      const prop =
        element.propertyName && ts.isIdentifier(element.propertyName)
          ? element.propertyName.text
          : (element.name as ts.Identifier).text;
      if (ts.isIdentifier(init)) {
        const param = this.parameterOf(init);
        if (param) return [this.mark({ ...param, prop: param.prop || prop }, "")];
      }
      const object = this.objectLiteral(init, depth);
      const value = object ? this.property(object, prop) : undefined;
      return value ? this.text(value, depth + 1) : [WILDCARD];
    }
    const index = pattern.elements.indexOf(element);
    const rows = ts.isElementAccessExpression(init) ? this.tableValues(init.expression, depth) : [init];
    const out: string[] = [];
    for (const row of rows) {
      const tuple = this.valueNode(row, depth) ?? row;
      const item = ts.isArrayLiteralExpression(tuple) ? tuple.elements[index] : undefined;
      out.push(
        ...(item && !ts.isSpreadElement(item) && !ts.isOmittedExpression(item)
          ? this.text(item, depth + 1)
          : [WILDCARD]),
      );
    }
    return out.length > 0 ? [...new Set(out)] : [WILDCARD];
  }

  /** The values of a constant table (object or array literal). */
  private tableValues(node: ts.Expression, depth: number): ts.Expression[] {
    const table = this.valueNode(node, depth);
    if (!table) return [];
    if (ts.isArrayLiteralExpression(table)) return table.elements.filter((e) => !ts.isSpreadElement(e));
    if (ts.isObjectLiteralExpression(table)) {
      return table.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [p.initializer] : []));
    }
    return [];
  }

  private callText(node: ts.CallExpression, depth: number): string[] {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (method === "join") return this.joinText(callee.expression, node.arguments[0], depth);
      return [WILDCARD];
    }
    if (!ts.isIdentifier(callee)) return [WILDCARD];
    const arg = node.arguments[0];
    if (callee.text === "describeAttached" && arg) return this.attached(arg, depth + 1);
    if ((callee.text === "capitalise" || callee.text === "capitalised") && arg) {
      if (ts.isIdentifier(arg)) {
        const param = this.parameterOf(arg);
        if (param) return [this.mark(param, "cap")];
      }
      return this.text(arg, depth + 1).map(capitalise);
    }
    if (callee.text === "String" || callee.text === "Number") return [WILDCARD];
    // A function that returns text: its returned texts, its parameters taken from this call.
    const fn = this.functionNode(callee, depth);
    if (!fn?.body) return [WILDCARD];
    const returned: string[] = [];
    const body = fn.body;
    if (ts.isBlock(body)) {
      const visit = (n: ts.Node) => {
        if (n !== body && ts.isFunctionLike(n)) return;
        if (ts.isReturnStatement(n) && n.expression && n.expression.kind !== ts.SyntaxKind.NullKeyword) {
          returned.push(...this.text(n.expression, depth + 1));
        }
        ts.forEachChild(n, visit);
      };
      visit(body);
    } else {
      returned.push(...this.text(body, depth + 1));
    }
    const id = this.functionId(fn);
    const out: string[] = [];
    for (const pattern of returned) {
      out.push(...this.bindHere(pattern, id, node, depth));
    }
    return [...new Set(out)];
  }

  /** Fills the marks of function `id`'s parameters in `pattern` from this call's arguments. */
  private bindHere(pattern: string, id: number, call: ts.CallExpression, depth: number): string[] {
    const re = new RegExp(`${MARK_OPEN}${id}:(\\d+):([^:${MARK_CLOSE}]*):([a-z]*)${MARK_CLOSE}`);
    const found = re.exec(pattern);
    if (!found) return [pattern];
    const fn = this.functionsById[id]!;
    const index = Number(found[1]);
    const arg = call.arguments[index] ?? fn.parameters[index]?.initializer;
    let values = [WILDCARD];
    if (arg) {
      let node: ts.Expression | undefined = arg;
      const outer =
        found[2] && ts.isIdentifier(unwrap(arg)) ? this.parameterOf(unwrap(arg) as ts.Identifier) : undefined;
      if (outer) {
        // Passed on from the caller's own parameter: the caller's callers say what it is.
        values = [this.mark({ ...outer, prop: outer.prop || found[2]! }, found[3] as Transform)];
        node = undefined;
      } else if (found[2]) {
        const object = this.objectLiteral(arg, depth);
        node = object ? this.property(object, found[2]) : undefined;
        // An object without the property: that call gives no text there (`if (resource.inUse)`).
        if (object && !node) values = [];
      }
      if (node) values = this.transformed(node, found[3] as Transform, depth + 1);
    }
    const before = pattern.slice(0, found.index);
    const after = pattern.slice(found.index + found[0].length);
    return values.flatMap((v) => this.bindHere(before + v + after, id, call, depth));
  }

  /** `list.map((x) => TABLE[x]).join(sep)`: each mapped value alone, and the first two joined. */
  private joinText(list: ts.Expression, sep: ts.Expression | undefined, depth: number): string[] {
    list = unwrap(list);
    if (!ts.isCallExpression(list) || !ts.isPropertyAccessExpression(list.expression)) return [WILDCARD];
    if (list.expression.name.text !== "map") return [WILDCARD];
    const fn = list.arguments[0];
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || ts.isBlock(fn.body)) {
      return [WILDCARD];
    }
    // `messages.map((m) => m[0]).join("; ")`: the field entries, one by one.
    if (ts.isElementAccessExpression(fn.body) && ts.isIdentifier(list.expression.expression)) {
      return this.entries(list.expression.expression, depth + 1);
    }
    const values = this.text(fn.body, depth + 1);
    if (values.some((v) => v.includes(WILDCARD) || v.includes(MARK_OPEN))) return [WILDCARD];
    const separator =
      sep && (ts.isStringLiteral(sep) || ts.isNoSubstitutionTemplateLiteral(sep)) ? sep.text : ",";
    return values.length > 1 ? [...values, `${values[0]}${separator}${values[1]}`] : values;
  }

  /**
   * `describeAttached(counts)`: "1 user", "2 users", … for each noun the counts name, and the
   * nouns together ("1 user and 2 teams"), as `describeAttached` words them.
   */
  private attached(node: ts.Expression, depth: number): string[] {
    node = unwrap(node);
    if (ts.isAwaitExpression(node)) node = unwrap(node.expression);
    if (ts.isIdentifier(node)) {
      const param = this.parameterOf(node);
      if (param) return [this.mark(param, "attached")];
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      // Counted by a function the caller passed in: what each caller passes.
      const param = this.parameterOf(node.expression);
      if (param) return [this.mark(param, "attached")];
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression)
    ) {
      // `resource.inUse(tx, id)`: the function each caller's object gives.
      const param = this.parameterOf(node.expression.expression);
      if (param) return [this.mark({ ...param, prop: param.prop || node.expression.name.text }, "attached")];
    }
    const objects = this.objectLiterals(node, depth);
    if (objects.length === 0) return [WILDCARD];
    const out: string[] = [];
    for (const object of objects) {
      const nouns = object.properties.map((p) => propertyName(p)).filter((n): n is string => !!n);
      const all = nouns.map((n, i) => (i % 2 === 0 ? `1 ${n}` : `3 ${englishPlural(n)}`));
      const together = all.length > 1 ? [`${all.slice(0, -1).join(", ")} and ${all.at(-1)}`] : [];
      out.push(...nouns.map((n) => `1 ${n}`), ...nouns.map((n) => `2 ${englishPlural(n)}`), ...together);
    }
    return [...new Set(out)];
  }

  /**
   * The object literals an expression may be: itself, a constant's, what a function returns, or,
   * for a counting helper that returns no literal (`countEach(tx, { member: … })`), the object
   * literal it was given (its keys are the counted nouns).
   */
  private objectLiterals(node: ts.Expression, depth: number): ts.ObjectLiteralExpression[] {
    if (depth > MAX_DEPTH) return [];
    node = unwrap(node);
    if (ts.isAwaitExpression(node)) node = unwrap(node.expression);
    if (ts.isObjectLiteralExpression(node)) return [node];
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      return this.returned(node).flatMap((r) => this.objectLiterals(r, depth + 1));
    }
    if (ts.isIdentifier(node)) {
      const declaration = this.declarationOf(node, depth);
      if (!declaration) return [];
      if (ts.isFunctionDeclaration(declaration)) {
        return this.returned(declaration).flatMap((r) => this.objectLiterals(r, depth + 1));
      }
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return this.objectLiterals(declaration.initializer, depth + 1);
      }
      return [];
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const fn = this.functionNode(node.expression, depth);
      const found = fn ? this.returned(fn).flatMap((r) => this.objectLiterals(r, depth + 1)) : [];
      if (found.length > 0) return found;
      return node.arguments.filter(ts.isObjectLiteralExpression);
    }
    return [];
  }

  /** The expressions a function returns. */
  private returned(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
    const body = fn.body;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const out: ts.Expression[] = [];
    const visit = (n: ts.Node) => {
      if (n !== body && ts.isFunctionLike(n)) return;
      if (ts.isReturnStatement(n) && n.expression) out.push(n.expression);
      ts.forEachChild(n, visit);
    };
    visit(body);
    return out;
  }

  // --- Field message lists (`messages`) ------------------------------------------------------

  /** The "field: text" entries of a `string[][]` expression. */
  entries(node: ts.Expression, depth: number): string[] {
    if (depth > MAX_DEPTH) return [WILDCARD];
    node = unwrap(node);
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.flatMap((element) =>
        ts.isSpreadElement(element)
          ? this.entries(element.expression, depth + 1)
          : this.entryList(element, depth + 1),
      );
    }
    if (ts.isIdentifier(node)) {
      const param = this.parameterOf(node);
      if (param) return [this.mark(param, "")];
      const value = this.valueNode(node, depth);
      const out = value ? this.entries(value, depth + 1) : [];
      // `messages.push([...])` in the same function: each pushed list.
      const scope = enclosingFunction(node) ?? node.getSourceFile();
      const visit = (n: ts.Node) => {
        if (
          ts.isCallExpression(n) &&
          ts.isPropertyAccessExpression(n.expression) &&
          n.expression.name.text === "push" &&
          ts.isIdentifier(n.expression.expression) &&
          n.expression.expression.text === node.text
        ) {
          for (const arg of n.arguments) out.push(...this.entryList(arg, depth + 1));
        }
        ts.forEachChild(n, visit);
      };
      visit(scope);
      return out;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (node.expression.name.text === "map") {
        const fn = node.arguments[0];
        if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body)) {
          return this.entryList(fn.body, depth + 1);
        }
      }
    }
    // zodMessages(…) and the like: worded by the validation map, not by this catalogue.
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "zodMessages"
    ) {
      return [];
    }
    return [WILDCARD];
  }

  /** The entries of one `string[]` (a field's list). */
  private entryList(node: ts.Expression, depth: number): string[] {
    node = unwrap(node);
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.flatMap((e) => (ts.isSpreadElement(e) ? [WILDCARD] : this.text(e, depth + 1)));
    }
    return [WILDCARD];
  }

  // --- Names --------------------------------------------------------------------------------

  /** Stands for a parameter until the calls of its function say what it is. */
  private mark(binding: Binding, transform: Transform): string {
    return `${MARK_OPEN}${this.functionId(binding.fn)}:${binding.index}:${binding.prop}:${transform}${MARK_CLOSE}`;
  }

  private functionId(fn: ts.SignatureDeclaration): number {
    let id = this.functionIds.get(fn);
    if (id === undefined) {
      id = this.functionsById.length;
      this.functionsById.push(fn);
      this.functionIds.set(fn, id);
    }
    return id;
  }

  /** The parameter `node` names, in the nearest function that declares it. */
  private parameterOf(node: ts.Identifier): Binding | undefined {
    for (let scope = enclosingFunction(node); scope; scope = enclosingFunction(scope)) {
      // A local declaration of the same name hides the parameter.
      if (this.localDeclaration(scope, node.text)) return undefined;
      const index = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === node.text);
      if (index >= 0) return { fn: scope, index, prop: "" };
      for (const [i, p] of scope.parameters.entries()) {
        if (ts.isObjectBindingPattern(p.name)) {
          for (const element of p.name.elements) {
            if (ts.isIdentifier(element.name) && element.name.text === node.text) {
              // A destructured parameter: the property of the object the call passes.
              const prop =
                element.propertyName && ts.isIdentifier(element.propertyName)
                  ? element.propertyName.text
                  : node.text;
              return { fn: scope, index: i, prop };
            }
          }
        }
      }
    }
    return undefined;
  }

  private localDeclaration(
    scope: ts.Node,
    name: string,
  ): ts.VariableDeclaration | ts.BindingElement | undefined {
    let found: ts.VariableDeclaration | ts.BindingElement | undefined;
    const visit = (n: ts.Node) => {
      if (found) return;
      if (n !== scope && ts.isFunctionLike(n)) return;
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name) found = n;
      if (ts.isBindingElement(n) && ts.isIdentifier(n.name) && n.name.text === name) found = n;
      ts.forEachChild(n, visit);
    };
    const body = (scope as ts.FunctionLikeDeclaration).body;
    if (body) visit(body);
    return found;
  }

  /** The expression a name stands for: a local or module constant, or an imported one. */
  private valueNode(node: ts.Expression, depth: number): ts.Expression | undefined {
    node = unwrap(node);
    if (!ts.isIdentifier(node))
      return ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node) ? node : undefined;
    const declaration = this.declarationOf(node, depth);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return unwrap(declaration.initializer);
    }
    return undefined;
  }

  private assignments(node: ts.Identifier): ts.Expression[] {
    const scope = enclosingFunction(node);
    if (!scope) return [];
    const out: ts.Expression[] = [];
    const visit = (n: ts.Node) => {
      if (
        ts.isBinaryExpression(n) &&
        n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(n.left) &&
        n.left.text === node.text
      ) {
        out.push(n.right);
      }
      ts.forEachChild(n, visit);
    };
    visit(scope);
    return out;
  }

  /** The declaration a name refers to: in an enclosing function, the file, or the module it is imported from. */
  private declarationOf(node: ts.Identifier, depth: number): ts.Node | undefined {
    for (let scope = enclosingFunction(node); scope; scope = enclosingFunction(scope)) {
      const local = this.localDeclaration(scope, node.text);
      if (local) return local;
    }
    const source = node.getSourceFile();
    const top = topLevel(source, node.text);
    if (top) return top;
    const imported = this.importOf(source, node.text);
    if (!imported || depth > MAX_DEPTH) return undefined;
    for (const file of imported.files) {
      const target = this.load(file);
      const found = target ? this.exported(target, imported.name, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  /** An exported declaration of `source` (following `export * from` and `export { x } from`). */
  private exported(source: ts.SourceFile, name: string, depth: number): ts.Node | undefined {
    const top = topLevel(source, name);
    if (top) return top;
    if (depth > MAX_DEPTH) return undefined;
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
      const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        const element = statement.exportClause.elements.find((e) => e.name.text === name);
        if (!element) continue;
        const original = element.propertyName?.text ?? name;
        for (const file of this.resolveModule(source.fileName, spec)) {
          const target = this.load(file);
          const found = target ? this.exported(target, original, depth + 1) : undefined;
          if (found) return found;
        }
      } else if (!statement.exportClause) {
        for (const file of this.resolveModule(source.fileName, spec)) {
          const target = this.load(file);
          const found = target ? this.exported(target, name, depth + 1) : undefined;
          if (found) return found;
        }
      }
    }
    return undefined;
  }

  private importOf(source: ts.SourceFile, name: string): { files: string[]; name: string } | undefined {
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
      return { files: this.resolveModule(source.fileName, spec), name: element.propertyName?.text ?? name };
    }
    return undefined;
  }

  private resolveModule(from: string, spec: string): string[] {
    if (spec === "@plantwise/shared") return [path.join(SHARED_SRC, "index.ts")];
    if (!spec.startsWith(".")) return [];
    const base = path.resolve(path.dirname(from), spec);
    return [`${base}.ts`, path.join(base, "index.ts"), base.replace(/\.js$/, ".ts")].filter((f) => {
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    });
  }

  private functionNode(callee: ts.Identifier, depth: number): ts.FunctionLikeDeclaration | undefined {
    const declaration = this.declarationOf(callee, depth);
    if (!declaration) return undefined;
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = unwrap(declaration.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  }

  private objectLiteral(node: ts.Expression, depth: number): ts.ObjectLiteralExpression | undefined {
    node = unwrap(node);
    if (ts.isObjectLiteralExpression(node)) return node;
    const value = this.valueNode(node, depth);
    return value && ts.isObjectLiteralExpression(unwrap(value))
      ? (unwrap(value) as ts.ObjectLiteralExpression)
      : undefined;
  }

  private property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
    for (const p of object.properties) {
      if (propertyName(p) !== name) continue;
      if (ts.isPropertyAssignment(p)) return p.initializer;
      if (ts.isShorthandPropertyAssignment(p)) return p.name;
    }
    return undefined;
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}

function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (
      ts.isFunctionDeclaration(n) ||
      ts.isArrowFunction(n) ||
      ts.isFunctionExpression(n) ||
      ts.isMethodDeclaration(n)
    ) {
      return n;
    }
  }
  return undefined;
}

function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

function calleeName(call: ts.CallExpression): string | undefined {
  if (ts.isIdentifier(call.expression)) return call.expression.text;
  return undefined;
}

function topLevel(source: ts.SourceFile, name: string): ts.Node | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name) return d;
      }
    }
  }
  return undefined;
}

function propertyName(p: ts.ObjectLiteralElementLike): string | undefined {
  const name = p.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function splitVia(found: string): { pattern: string; via: string[] } {
  const [pattern = "", ...via] = found.split(VIA);
  return { pattern, via };
}

function product(left: string[], right: string[]): string[] {
  const out: string[] = [];
  for (const l of left) for (const r of right) out.push(l + r);
  return [...new Set(out)].slice(0, MAX_ALTERNATIVES);
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])].slice(0, MAX_ALTERNATIVES);
}

/** Capitalises a text, or marks a parameter it starts with to be capitalised once it is known. */
function capitalise(s: string): string {
  if (s.startsWith(MARK_OPEN))
    return s.replace(new RegExp(`:([a-z]*)${MARK_CLOSE}`), (whole, t) =>
      t === "" ? `:cap${MARK_CLOSE}` : whole,
    );
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Every message the API's code gives to AppError, by file and line. */
export function scanServerMessages(): ScannedMessage[] {
  return new Scanner().scan();
}
