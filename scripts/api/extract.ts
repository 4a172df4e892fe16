import path from 'node:path';
import ts from 'typescript';

/** One prop of a component, as its declarations and JSDoc describe it. */
export interface ApiProp {
  name: string;
  /** The type as written in the declaration (imports stripped), or as the checker prints it. */
  type: string;
  /** The JSDoc `@default` value, as written. */
  default?: string;
  description: string;
  required: boolean;
  /** The `@deprecated` message ('' when deprecated without one). */
  deprecated?: string;
}

export interface ExtractRequest {
  /** Absolute path of the declaration file that exports the component. */
  file: string;
  exportName: string;
}

/** Props every React element takes; documented by React, not by the component. */
const IGNORED_PROPS = new Set(['key', 'ref']);

function cleanType(text: string): string {
  return text
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}


/** Whether a declaration comes from React's own types (native DOM props and the like). */
function isFromReactTypes(declaration: ts.Declaration): boolean {
  const fileName = declaration.getSourceFile().fileName.split(path.sep).join('/');
  return fileName.includes('/@types/react/') || fileName.includes('/typescript/lib/');
}

function propOf(symbol: ts.Symbol, checker: ts.TypeChecker, location: ts.Node): ApiProp {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const typeNode = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
  const type = typeNode
    ? cleanType(typeNode.getText())
    : cleanType(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location), undefined, ts.TypeFormatFlags.NoTruncation));
  const tags = symbol.getJsDocTags(checker);
  const defaultTag = tags.find((tag) => tag.name === 'default');
  const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
  const prop: ApiProp = {
    name: symbol.getName(),
    type,
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
  };
  if (defaultTag) {
    prop.default = ts.displayPartsToString(defaultTag.text).trim();
  }
  if (deprecatedTag) {
    prop.deprecated = ts.displayPartsToString(deprecatedTag.text).trim();
  }
  return prop;
}

/**
 * Reads the props of exported React components from their declaration files: for each
 * export, the first parameter of its call signature (function components, memo and
 * forwardRef all have one), then every property of that type with its JSDoc. Props that
 * only come from React's own types are left out. Sorted by name.
 */
export function extractComponentProps(requests: readonly ExtractRequest[]): Map<string, ApiProp[]> {
  const program = ts.createProgram({
    rootNames: requests.map((request) => request.file),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  });
  const checker = program.getTypeChecker();
  const result = new Map<string, ApiProp[]>();

  for (const request of requests) {
    const source = program.getSourceFile(request.file);
    if (!source) {
      throw new Error(`Cannot read ${request.file}.`);
    }
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === request.exportName);
    if (!exported) {
      throw new Error(`${request.file} does not export ${request.exportName}.`);
    }
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const componentType = checker.getTypeOfSymbolAtLocation(symbol, source);
    const signature = componentType.getCallSignatures()[0];
    const propsSymbol = signature?.getParameters()[0];
    if (!propsSymbol) {
      throw new Error(`${request.exportName} in ${request.file} is not a component (no call signature with props).`);
    }
    const propsType = checker.getTypeOfSymbolAtLocation(propsSymbol, source);
    const props = checker
      .getPropertiesOfType(propsType)
      .filter((prop) => !IGNORED_PROPS.has(prop.getName()))
      .filter((prop) => {
        const declarations = prop.declarations ?? [];
        return declarations.length === 0 || !declarations.every(isFromReactTypes);
      })
      .map((prop) => propOf(prop, checker, source))
      .sort((a, b) => a.name.localeCompare(b.name));
    result.set(request.exportName, props);
  }
  return result;
}

