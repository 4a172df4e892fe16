/**
 * Reads the API reference from the packages' type declarations with the TypeScript compiler.
 *
 * One program covers every package of the products (root entry and PascalCase subpaths). For each
 * entry, the packages' export maps say where it is declared and what it can be imported from; a
 * component's props are the first parameter of its call signature, an interface's members the
 * properties of its declared type. JSDoc gives descriptions, `@default`, `@deprecated`, `@param`
 * and `@returns`. Anything that cannot be found, or is not the shape its kind needs, throws with
 * the entry's name and the packages looked in.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type ts from 'typescript';
import type { ApiEntry, ApiProduct } from '@/data/api/components';
import { SELECTOR_SOURCES, type SelectorSource } from '@/data/api/selectorSources';
import type { Plan } from '@/src/navigation/types';

// Loaded with require rather than `import`: as an ES import, Node first scans the whole 9 MB
// CommonJS file for its export names, which costs about half a second of every cold run.
const typescript = createRequire(import.meta.url)('typescript') as typeof ts;

/** What the extractor needs to know about one package. */
export interface PackageSource {
  name: string;
  /** Absolute folder of the package (its package.json). */
  dir: string;
  /** PascalCase subpath folders with their own index.d.ts (`DatePicker`). */
  subpaths: readonly string[];
}

export interface RawParam {
  name: string;
  type: string;
  description: string;
}

export interface RawSignature {
  text: string;
  params: RawParam[];
  returns?: string;
  returnType: string;
}

export interface RawMember {
  name: string;
  type: string;
  default?: string;
  description: string;
  required: boolean;
  deprecated?: string;
  plan?: Plan;
  signature?: RawSignature;
  group?: string;
  /** Where the member is declared: the interface or type alias name and its package. */
  declaredIn: { name: string; packageName: string } | null;
}

export interface RawSlot {
  name: string;
  defaultComponent?: string;
  description: string;
  plan?: Plan;
}

export interface RawCssClass {
  key: string;
  className: string;
  description: string;
}

export interface RawSelector {
  name: string;
  returns: string;
  description: string;
}

export interface RawGroup {
  name: string;
  plan?: Plan;
  selectors: RawSelector[];
}

export interface RawInheritance {
  component: string;
  packageName: string;
  via: string;
  count: number;
}

export interface RawPage {
  entry: ApiEntry;
  packageName: string;
  exportName: string;
  imports: string[];
  description: string;
  deprecated?: string;
  declaration?: string;
  members: RawMember[];
  slots: RawSlot[];
  classes: RawCssClass[];
  groups: RawGroup[];
  inherits: RawInheritance[];
}

/** Props every React element takes; documented by React, not by the component. */
const IGNORED_PROPS = new Set(['key', 'ref']);
/** Interfaces of other libraries that hold generic props rather than a component's. */
const NOT_COMPONENTS = new Set(['CreateSlotsAndSlot', 'SlotComponent']);
const PLAN_RANK: Record<'community' | Plan, number> = { community: 0, pro: 1, premium: 2 };

function planOfPackageName(name: string): Plan | undefined {
  if (name.endsWith('-premium')) {
    return 'premium';
  }
  return name.endsWith('-pro') ? 'pro' : undefined;
}

export function cleanType(text: string): string {
  return text
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/;\s*}/g, ' }')
    .trim();
}

/** JSDoc text without the "Demos:" / "API:" link lists the packages add to components. */
function stripLinkLists(text: string): string {
  return text
    .replace(/(^|\n)\s*(Demos|API):\s*\n(\s*\n)*(\s*- .*\n?)+/g, '$1')
    .trim();
}

/**
 * JSDoc tags that keep a declaration out of the reference: `@ignore` (the packages write it as
 * `@ignore - do not document.`) and `@internal`.
 */
const UNDOCUMENTED_TAGS = new Set(['ignore', 'internal']);

/** Whether the packages ask for a prop, member, slot or selector to stay out of the documentation. */
export function isUndocumented(tags: readonly ts.JSDocTagInfo[]): boolean {
  return tags.some((tag) => UNDOCUMENTED_TAGS.has(tag.name));
}

function tagText(tag: ts.JSDocTagInfo | undefined): string | undefined {
  return tag ? typescript.displayPartsToString(tag.text).trim() : undefined;
}

function memoize<T>(query: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (!answers.has(key)) {
      answers.set(key, query(key));
    }
    return answers.get(key) as T;
  };
}

interface Candidate {
  packageName: string;
  exportName: string;
  symbol: ts.Symbol;
}

export interface ExtractOptions {
  /** The packages of each product, from the lowest plan up. */
  packages: Readonly<Record<ApiProduct, readonly PackageSource[]>>;
  /** Where a group's selectors are when its name does not lead to them (default: data/api/selectorSources.ts). */
  selectorSources?: Readonly<Record<string, SelectorSource | null>>;
  /**
   * A folder from which every import of a documented package resolves, whichever file imports
   * it (the project root). A package installed at an older release nests its own copy of the
   * packages it builds on (`@mui/x-tree-view-pro/node_modules/@mui/x-tree-view`); resolved from
   * here, its imports reach the installed copy the rest of the reference documents. Without it,
   * imports resolve as usual.
   */
  resolveFrom?: string;
}

/** The package a module specifier names: `@mui/x-tree-view/models` -> `@mui/x-tree-view`. */
export function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Read access to the extractor's program, for the catalogs. */
export interface ProgramAccess {
  checker: ts.TypeChecker;
  /** A documented package's root exports, aliases resolved. */
  exportsOf: (packageName: string) => Map<string, ts.Symbol>;
  /** The documented package a declaration file belongs to, or null. */
  packageOfFile: (fileName: string) => string | null;
}

export class ApiExtractor {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  private readonly exportCache = new Map<string, Map<string, ts.Symbol>>();
  private readonly packageByDir: { dir: string; name: string }[];
  private readonly classesObjects = new Map<ApiProduct, { packageName: string; exportName: string; file: string; keys: Set<string> }[]>();

  constructor(private readonly options: ExtractOptions) {
    const seen = new Map<string, string>();
    for (const pkg of Object.values(options.packages).flat()) {
      seen.set(pkg.dir, pkg.name);
      if (existsSync(pkg.dir)) {
        seen.set(realpathSync(pkg.dir), pkg.name);
      }
    }
    // Longest folder first, so a package nested in another one's folder wins over it.
    this.packageByDir = [...seen].map(([dir, name]) => ({ dir: dir + path.sep, name })).sort((a, b) => b.dir.length - a.dir.length);
    const rootNames = Object.values(options.packages).flatMap((list) =>
      list.flatMap((pkg) => [path.join(pkg.dir, 'index.d.ts'), ...pkg.subpaths.map((sub) => path.join(pkg.dir, sub, 'index.d.ts'))]),
    );
    const compilerOptions: ts.CompilerOptions = {
      target: typescript.ScriptTarget.ES2022,
      module: typescript.ModuleKind.ESNext,
      moduleResolution: typescript.ModuleResolutionKind.Bundler,
      jsx: typescript.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    };
    // JSDoc is read from the products' and Material UI's declarations (a quick filter's slots
    // are Material UI's TextField slots). The rest of the program (the DOM and ES libraries,
    // csstype, React, d3) only supplies types, and skipping its JSDoc comments (csstype's alone
    // are most of its megabyte) makes parsing faster.
    const host = typescript.createCompilerHost(compilerOptions, true);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
      const sourceOptions = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
      const documented = this.packageOfFile(fileName) !== null || /[\\/]node_modules[\\/]@mui[\\/]/.test(fileName);
      const jsDocParsingMode = documented ? typescript.JSDocParsingMode.ParseAll : typescript.JSDocParsingMode.ParseNone;
      return getSourceFile(fileName, { ...sourceOptions, jsDocParsingMode }, onError, shouldCreate);
    };
    // Module resolution asks about the same paths many times (32,000 questions, 10,000 distinct
    // paths for the 2,000 files); the packages do not change during a run.
    host.fileExists = memoize(host.fileExists.bind(host));
    const directoryExists = host.directoryExists?.bind(host);
    if (directoryExists) {
      host.directoryExists = memoize(directoryExists);
    }
    const resolveFrom = options.resolveFrom;
    if (resolveFrom) {
      const documented = new Set(Object.values(options.packages).flat().map((pkg) => pkg.name));
      const cache = typescript.createModuleResolutionCache(resolveFrom, (fileName) => fileName, compilerOptions);
      const fromRoot = path.join(resolveFrom, 'index.ts');
      host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, resolutionOptions) =>
        literals.map((literal) => {
          const from = documented.has(packageOfSpecifier(literal.text)) ? fromRoot : containingFile;
          return typescript.resolveModuleName(literal.text, from, resolutionOptions, host, cache, redirectedReference);
        });
    }
    this.program = typescript.createProgram({ rootNames, options: compilerOptions, host });
    this.checker = this.program.getTypeChecker();
  }

  /** The package a declaration file belongs to (null outside the products' packages). */
  private packageOfFile(fileName: string): string | null {
    const normalized = path.resolve(fileName);
    const pkg = this.packageByDir.find((candidate) => normalized.startsWith(candidate.dir));
    // A file of a dependency nested under the package (its own older copy of another package) is not the package's.
    return pkg && !normalized.slice(pkg.dir.length).split(path.sep).includes('node_modules') ? pkg.name : null;
  }

  private moduleExports(file: string): Map<string, ts.Symbol> {
    let exports = this.exportCache.get(file);
    if (!exports) {
      const source = this.program.getSourceFile(file);
      const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
      exports = new Map(moduleSymbol ? this.checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.getName(), symbol]) : []);
      this.exportCache.set(file, exports);
    }
    return exports;
  }

  private resolve(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & typescript.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  private isDeprecated(symbol: ts.Symbol): boolean {
    return symbol.getJsDocTags(this.checker).some((tag) => tag.name === 'deprecated');
  }

  /** Every package of the product that exports the name (or its `Unstable_` form). */
  private candidates(entry: ApiEntry): Candidate[] {
    const found: Candidate[] = [];
    for (const pkg of this.options.packages[entry.product]) {
      const exports = this.moduleExports(path.join(pkg.dir, 'index.d.ts'));
      for (const exportName of [entry.name, `Unstable_${entry.name}`, `unstable_${entry.name}`]) {
        const symbol = exports.get(exportName);
        if (symbol) {
          found.push({ packageName: pkg.name, exportName, symbol: this.resolve(symbol) });
          break;
        }
      }
    }
    return found;
  }

  /** What the catalogs (scripts/api/catalogs.ts) read from the same program. */
  programAccess(): ProgramAccess {
    return {
      checker: this.checker,
      exportsOf: (packageName) => {
        const pkg = Object.values(this.options.packages)
          .flat()
          .find((item) => item.name === packageName);
        if (!pkg) {
          throw new Error(`API reference: ${packageName} is not one of the documented packages.`);
        }
        return new Map([...this.moduleExports(path.join(pkg.dir, 'index.d.ts'))].map(([name, symbol]) => [name, this.resolve(symbol)]));
      },
      packageOfFile: (fileName) => this.packageOfFile(fileName),
    };
  }

  extract(entries: readonly ApiEntry[]): RawPage[] {
    const pages = entries.map((entry) => this.extractEntry(entry, entries));
    return pages;
  }

  private extractEntry(entry: ApiEntry, all: readonly ApiEntry[]): RawPage {
    const packages = this.options.packages[entry.product];
    const where = `${entry.name} (${entry.product}; looked in ${packages.map((pkg) => pkg.name).join(', ')})`;
    const candidates = this.candidates(entry);
    if (candidates.length === 0) {
      throw new Error(`API reference: ${where} is not exported by any of these packages.`);
    }
    // Several packages can export different things under one name: a higher plan's richer
    // version (GridApi) or a deprecated stub pointing to another package (DataGrid in the Pro
    // package). Stubs are left out; the richest version is documented, the others mark plans.
    const distinct = [...new Map(candidates.map((candidate) => [candidate.symbol, candidate])).values()];
    const live = distinct.filter((candidate) => !this.isDeprecated(candidate.symbol));
    const versions = live.length > 0 ? live : distinct;
    const documented = versions.at(-1) as Candidate;
    const lowerVersions = versions.slice(0, -1);
    const symbol = documented.symbol;
    const declaration = symbol.declarations?.[0];
    if (!declaration) {
      throw new Error(`API reference: ${where} has no declaration.`);
    }
    const homePackage = this.packageOfFile(declaration.getSourceFile().fileName) ?? documented.packageName;
    const sameSymbol = candidates.filter((candidate) => versions.includes(candidate) || candidate.symbol === symbol);
    const imports = this.importsOf(entry, sameSymbol.length > 0 ? sameSymbol : [documented], versions.length > 1);

    const docs = stripLinkLists(typescript.displayPartsToString(symbol.getDocumentationComment(this.checker)));
    const deprecated = tagText(symbol.getJsDocTags(this.checker).find((tag) => tag.name === 'deprecated'));
    const page: RawPage = {
      entry,
      packageName: homePackage,
      exportName: documented.exportName,
      imports,
      description: docs,
      ...(deprecated === undefined ? {} : { deprecated }),
      members: [],
      slots: [],
      classes: [],
      groups: [],
      inherits: [],
    };

    if (entry.kind === 'component') {
      this.fillComponent(page, symbol, where, all);
    } else {
      this.fillInterface(page, symbol, where, lowerVersions);
    }
    return page;
  }

  private importsOf(entry: ApiEntry, candidates: Candidate[], tiered: boolean): string[] {
    const subpaths: string[] = [];
    const roots: string[] = [];
    for (const pkg of this.options.packages[entry.product]) {
      const candidate = candidates.find((item) => item.packageName === pkg.name);
      if (!candidate) {
        continue;
      }
      for (const sub of pkg.subpaths) {
        const exported = this.moduleExports(path.join(pkg.dir, sub, 'index.d.ts')).get(candidate.exportName);
        if (exported && (tiered || this.resolve(exported) === candidate.symbol)) {
          subpaths.push(`${pkg.name}/${sub}`);
        }
      }
      roots.push(pkg.name);
    }
    return [...subpaths, ...roots];
  }

  // ---------------------------------------------------------------- components

  private fillComponent(page: RawPage, symbol: ts.Symbol, where: string, all: readonly ApiEntry[]): void {
    const declaration = symbol.declarations?.[0] as ts.Declaration;
    const type = this.checker.getTypeOfSymbolAtLocation(symbol, declaration);
    const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
    const propsSymbol = signature?.getParameters()[0];
    if (!propsSymbol) {
      throw new Error(`API reference: ${where} is not a component (no call signature with props).`);
    }
    const propsType = this.checker.getTypeOfSymbolAtLocation(propsSymbol, declaration);
    const inherited = new Map<string, RawInheritance>();
    const componentNames = new Set(all.filter((other) => other.kind === 'component' && other.product === page.entry.product).map((other) => other.name));
    const members: RawMember[] = [];
    for (const prop of this.checker.getPropertiesOfType(propsType)) {
      if (IGNORED_PROPS.has(prop.getName()) || isUndocumented(prop.getJsDocTags(this.checker))) {
        continue;
      }
      const declarations = prop.declarations ?? [];
      if (declarations.length > 0 && declarations.every((item) => isFromReactTypes(item))) {
        continue;
      }
      const member = this.memberOf(prop, propsType, declaration);
      const owner = member.declaredIn;
      // Material UI's CommonProps (className, style) are listed like the component's own.
      // Props without any declaration are made by mapped types of other libraries (the
      // system props of Material UI's Stack): they belong to that component too.
      const external =
        declarations[0] === undefined ||
        (this.packageOfFile(declarations[0].getSourceFile().fileName) === null &&
          this.declaringName(declarations[0]) !== 'CommonProps');
      if (external) {
        // Declared by another library (Material UI's TextField, …): pass-through, not listed.
        const via = this.declaringName(declarations[0]) ?? '?';
        const packageName = this.externalPackageOf(declarations[0]);
        // `BaseTextFieldProps`, `FormControlOwnProps` -> TextField, FormControl. Generic
        // helpers (CommonProps: className, style) and React's own DOM types are not components.
        const component = via
          .replace(/^(Base|Standard|Outlined|Filled)(?=[A-Z])/, '')
          .replace(/Props$/, '')
          .replace(/Own$/, '');
        if (/^[A-Z][A-Za-z]+$/.test(component) && !packageName.startsWith('@types/') && !NOT_COMPONENTS.has(component)) {
          const key = `${packageName}:${component}`;
          inherited.set(key, inherited.get(key) ?? { component, packageName, via, count: 0 });
        }
        continue;
      }
      const ownerComponent = owner?.name.replace(/Props$/, '') ?? '';
      if (owner && owner.name.endsWith('Props') && ownerComponent !== page.entry.name && componentNames.has(ownerComponent)) {
        const key = `${owner.packageName}:${ownerComponent}`;
        const item = inherited.get(key) ?? { component: ownerComponent, packageName: owner.packageName, via: owner.name, count: 0 };
        item.count += 1;
        inherited.set(key, item);
      }
      members.push(member);
    }
    page.members = sortByName(members);
    page.inherits = [...inherited.values()].sort((a, b) => a.component.localeCompare(b.component));

    const slotsProp = this.checker.getPropertyOfType(propsType, 'slots');
    if (slotsProp) {
      const slotsType = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(slotsProp, declaration));
      page.slots = sortByName(
        this.checker.getPropertiesOfType(slotsType).filter((slot) => !isUndocumented(slot.getJsDocTags(this.checker))).map((slot) => {
          const tags = slot.getJsDocTags(this.checker);
          const defaultComponent = tagText(tags.find((tag) => tag.name === 'default'));
          return {
            name: slot.getName(),
            ...(defaultComponent ? { defaultComponent } : {}),
            description: typescript.displayPartsToString(slot.getDocumentationComment(this.checker)).trim(),
          };
        }),
      );
    }

    // A `classes` prop declared by another library (TextField's) belongs to that component.
    const classesProp = this.checker.getPropertyOfType(propsType, 'classes');
    const classesDeclaration = classesProp?.declarations?.[0];
    if (classesProp && classesDeclaration && this.packageOfFile(classesDeclaration.getSourceFile().fileName)) {
      page.classes = this.classesOf(page, classesProp, declaration, where);
    }
  }

  /** The classes object's keys with their JSDoc, and the global class names the package generates. */
  private classesOf(page: RawPage, classesProp: ts.Symbol, location: ts.Node, where: string): RawCssClass[] {
    const classesType = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(classesProp, location));
    const keys = this.checker.getPropertiesOfType(classesType);
    if (keys.length === 0) {
      return [];
    }
    // The classes object is exported beside the interface (`dateCalendarClasses` for
    // `Partial<DateCalendarClasses>`), typed with the interface or as `Record<keyof …, string>`:
    // it is the exported `…Classes` value with the same keys, preferably the same name.
    const interfaceName = this.classesInterfaceOf(classesType)?.getName() ?? '';
    const object = this.classesObjectFor(page.entry.product, new Set(keys.map((key) => key.getName())), interfaceName);
    if (!object) {
      throw new Error(
        `API reference: ${where}: no exported classes object has the keys of its \`classes\` prop (${this.checker.typeToString(classesType)}).`,
      );
    }
    const values = runtimeClasses(object.file, object.exportName, this.packageDirOf(object.packageName));
    return sortBy(
      keys.map((key) => {
        const className = values[key.getName()];
        if (typeof className !== 'string') {
          throw new Error(`API reference: ${where}: ${object.exportName} has no class for "${key.getName()}".`);
        }
        return {
          key: key.getName(),
          className,
          description: typescript.displayPartsToString(key.getDocumentationComment(this.checker)).trim(),
        };
      }),
      (item) => item.key,
    );
  }

  private classesInterfaceOf(type: ts.Type): ts.Symbol | undefined {
    const aliasArgs = type.aliasTypeArguments;
    if (type.aliasSymbol?.getName() === 'Partial' && aliasArgs?.[0]) {
      return aliasArgs[0].aliasSymbol ?? aliasArgs[0].getSymbol();
    }
    const mapped = type as ts.Type & { typeParameter?: unknown; constraintType?: ts.Type };
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (symbol && symbol.getName() !== '__type') {
      return symbol;
    }
    const source = mapped.constraintType as (ts.Type & { type?: ts.Type }) | undefined;
    return source?.type?.getSymbol();
  }

  /** The exported `…Classes` objects of the product's packages, with their keys. */
  private classesObjectFor(
    product: ApiProduct,
    keys: Set<string>,
    interfaceName: string,
  ): { packageName: string; exportName: string; file: string } | undefined {
    let index = this.classesObjects.get(product);
    if (!index) {
      index = [];
      const seen = new Set<ts.Symbol>();
      for (const pkg of this.options.packages[product]) {
        for (const [exportName, exported] of this.moduleExports(path.join(pkg.dir, 'index.d.ts'))) {
          const value = this.resolve(exported);
          if (!/Classes$/.test(exportName) || !value.valueDeclaration || !(value.flags & typescript.SymbolFlags.Variable) || seen.has(value)) {
            continue;
          }
          seen.add(value);
          const file = value.valueDeclaration.getSourceFile().fileName;
          const packageName = this.packageOfFile(file);
          if (packageName) {
            const names = new Set(this.checker.getPropertiesOfType(this.checker.getTypeOfSymbol(value)).map((prop) => prop.getName()));
            index.push({ packageName, exportName, file, keys: names });
          }
        }
      }
      this.classesObjects.set(product, index);
    }
    const sameKeys = index.filter((item) => item.keys.size === keys.size && [...keys].every((key) => item.keys.has(key)));
    const preferred = interfaceName.charAt(0).toLowerCase() + interfaceName.slice(1);
    return sameKeys.find((item) => item.exportName === preferred) ?? sameKeys[0] ?? index.find((item) => item.exportName === preferred);
  }

  private packageDirOf(name: string): string {
    const pkg = Object.values(this.options.packages)
      .flat()
      .find((item) => item.name === name);
    if (!pkg) {
      throw new Error(`API reference: ${name} is not one of the documented packages.`);
    }
    return pkg.dir;
  }

  // ---------------------------------------------------------------- interfaces

  private fillInterface(page: RawPage, symbol: ts.Symbol, where: string, lowerVersions: Candidate[]): void {
    if (!(symbol.flags & (typescript.SymbolFlags.Interface | typescript.SymbolFlags.TypeAlias))) {
      throw new Error(`API reference: ${where} is not an interface or type (it is a value).`);
    }
    const declaration = symbol.declarations?.[0] as ts.Declaration;
    let type = this.checker.getDeclaredTypeOfSymbol(symbol);
    if (type.isUnion()) {
      // `GridColDef = GridBaseColDef | GridActionsColDef | GridSingleSelectColDef`: document
      // the first member, and show the union.
      page.declaration = cleanType(`type ${symbol.getName()} = ${(declaration as ts.TypeAliasDeclaration).type.getText()}`);
      type = type.types[0] as ts.Type;
    }
    const properties = this.checker.getPropertiesOfType(type).filter((prop) => !isUndocumented(prop.getJsDocTags(this.checker)));
    if (properties.length === 0) {
      throw new Error(`API reference: ${where} has no members.`);
    }
    const lowerSets = lowerVersions.map((candidate) => ({
      plan: planOfPackageName(candidate.packageName),
      names: new Set(this.checker.getPropertiesOfType(this.checker.getDeclaredTypeOfSymbol(candidate.symbol)).map((prop) => prop.getName())),
    }));
    const members = properties.map((prop) => {
      const member = this.memberOf(prop, type, declaration);
      const plan = planForMember(prop.getName(), lowerSets, planOfPackageName(page.packageName));
      return plan ? { ...member, plan } : member;
    });
    page.members = sortByName(members);

    // An interface that only combines others (`interface GridApiPremium extends GridSortApi, …
    // {}`) is documented by those groups, each with the selectors of the same feature.
    const ownDeclaration = this.resolveInterfaceDeclaration(type);
    if (ownDeclaration && ownDeclaration.members.length === 0 && new Set(members.map((member) => member.group)).size > 1) {
      const order: string[] = [];
      for (const member of members) {
        if (member.group && !order.includes(member.group)) {
          order.push(member.group);
        }
      }
      page.groups = order.sort((a, b) => a.localeCompare(b)).map((name) => {
        const inGroup = members.filter((member) => member.group === name);
        const plans = new Set(inGroup.map((member) => member.plan));
        const plan = plans.size === 1 ? [...plans][0] : undefined;
        return { name, ...(plan ? { plan } : {}), selectors: this.selectorsFor(page.entry.product, name, page.entry.name.replace(/Api$/, '')) };
      });
    }
  }

  private resolveInterfaceDeclaration(type: ts.Type): ts.InterfaceDeclaration | undefined {
    return type.getSymbol()?.declarations?.find(typescript.isInterfaceDeclaration);
  }

  private selectorIndex: Map<ApiProduct, { name: string; symbol: ts.Symbol; dir: string; category?: string }[]> = new Map();

  /**
   * Selectors that go with an API interface: exported `…Selector` values declared in the feature
   * folder the interface is named after (`GridSortApi` of `GridApi` -> hooks/features/sorting/), skipping
   * those marked `@ignore`; `selectorSources` overrides the guess for the interfaces it names.
   */
  private selectorsFor(product: ApiProduct, interfaceName: string, prefix: string): RawSelector[] {
    let index = this.selectorIndex.get(product);
    if (!index) {
      index = [];
      const seen = new Set<ts.Symbol>();
      for (const pkg of this.options.packages[product]) {
        for (const [name, exported] of this.moduleExports(path.join(pkg.dir, 'index.d.ts'))) {
          const value = this.resolve(exported);
          if (!/Selector$/.test(name) || !value.valueDeclaration || seen.has(value)) {
            continue;
          }
          seen.add(value);
          if (isUndocumented(value.getJsDocTags(this.checker))) {
            continue;
          }
          const file = value.valueDeclaration.getSourceFile().fileName;
          const match = /[\\/]hooks[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
          if (match?.[1]) {
            index.push({ name, symbol: value, dir: match[1] });
          }
        }
      }
      this.selectorIndex.set(product, index);
    }
    const sources = this.options.selectorSources ?? SELECTOR_SOURCES;
    if (Object.hasOwn(sources, interfaceName)) {
      const source = sources[interfaceName];
      if (!source) {
        return [];
      }
      const inFolder = index.filter((item) => item.dir === source.folder);
      if (inFolder.length === 0) {
        throw new Error(`API reference: the selector source of ${interfaceName} names the feature folder "${source.folder}", which exports no documented selector.`);
      }
      const names = source.names ?? inFolder.map((item) => item.name);
      const missing = names.filter((name) => !inFolder.some((item) => item.name === name));
      if (missing.length > 0) {
        throw new Error(
          `API reference: the selector source of ${interfaceName} names ${missing.join(', ')}, not a documented selector exported from hooks/features/${source.folder}/.`,
        );
      }
      return this.describeSelectors(inFolder.filter((item) => names.includes(item.name)));
    }
    const stem = interfaceName.replace(new RegExp(`^${prefix}`), '').replace(/Api$/, '').toLowerCase();
    if (!stem) {
      return [];
    }
    // `sort` -> sorting, `column` -> columns, `paginationModel` -> pagination.
    const folders = [...new Set(index.map((item) => item.dir))];
    const lower = (dir: string) => dir.toLowerCase();
    const folder =
      folders.find((dir) => lower(dir) === stem) ??
      folders.filter((dir) => lower(dir).startsWith(stem) && dir.length - stem.length <= 3).sort((a, b) => a.length - b.length)[0] ??
      folders.filter((dir) => dir.length >= 4 && stem.startsWith(lower(dir))).sort((a, b) => b.length - a.length)[0];
    if (!folder) {
      return [];
    }
    return this.describeSelectors(index.filter((item) => item.dir === folder));
  }

  private describeSelectors(items: readonly { name: string; symbol: ts.Symbol }[]): RawSelector[] {
    return sortByName(
      items.map((item) => {
        const type = this.checker.getTypeOfSymbol(item.symbol);
        const call = type.getCallSignatures()[0];
        const returns = call ? cleanType(this.checker.typeToString(call.getReturnType(), undefined, typescript.TypeFormatFlags.NoTruncation)) : '';
        return {
          name: item.name,
          returns,
          description: typescript.displayPartsToString(item.symbol.getDocumentationComment(this.checker)).trim(),
        };
      }),
    );
  }

  // ---------------------------------------------------------------- members

  private declaringName(declaration: ts.Declaration | undefined): string | undefined {
    let node: ts.Node | undefined = declaration?.parent;
    while (node) {
      if (
        typescript.isInterfaceDeclaration(node) ||
        typescript.isTypeAliasDeclaration(node) ||
        typescript.isClassDeclaration(node) ||
        typescript.isVariableDeclaration(node) ||
        typescript.isFunctionDeclaration(node)
      ) {
        return node.name?.getText();
      }
      node = node.parent;
    }
    return undefined;
  }

  private externalPackageOf(declaration: ts.Declaration | undefined): string {
    const file = declaration?.getSourceFile().fileName ?? '';
    const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file.split(path.sep).join('/').replace(/.*\/node_modules\//, 'node_modules/'));
    return match?.[1]?.split(path.sep).join('/') ?? 'unknown';
  }

  private memberOf(prop: ts.Symbol, container: ts.Type, location: ts.Node): RawMember {
    const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
    const owner = declaration ? this.declaringName(declaration) : undefined;
    const ownerPackage = declaration ? this.packageOfFile(declaration.getSourceFile().fileName) : null;
    const tags = prop.getJsDocTags(this.checker);
    const defaultTag = tagText(tags.find((tag) => tag.name === 'default'));
    const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
    const type = this.typeText(prop, declaration, container, location);
    const member: RawMember = {
      name: prop.getName(),
      type,
      description: typescript.displayPartsToString(prop.getDocumentationComment(this.checker)).trim(),
      required: (prop.flags & typescript.SymbolFlags.Optional) === 0,
      declaredIn: owner && ownerPackage ? { name: owner, packageName: ownerPackage } : null,
      ...(owner ? { group: owner } : {}),
    };
    if (defaultTag !== undefined) {
      member.default = defaultTag;
    }
    if (deprecatedTag) {
      member.deprecated = tagText(deprecatedTag) ?? '';
    }
    const signature = this.signatureOf(prop, declaration, location);
    if (signature) {
      member.signature = signature;
    }
    return member;
  }

  /** The declared type text, unless it names type parameters of its own declaration (then the checker's). */
  private typeText(prop: ts.Symbol, declaration: ts.Declaration | undefined, container: ts.Type, location: ts.Node): string {
    const checkerText = () =>
      cleanType(this.checker.typeToString(this.checker.getTypeOfSymbolAtLocation(prop, location), undefined, typescript.TypeFormatFlags.NoTruncation));
    if (!declaration) {
      return checkerText();
    }
    let text: string | undefined;
    if ((typescript.isPropertySignature(declaration) || typescript.isPropertyDeclaration(declaration)) && declaration.type) {
      text = declaration.type.getText();
    } else if (typescript.isMethodSignature(declaration) || typescript.isMethodDeclaration(declaration)) {
      const typeParameters = declaration.typeParameters ? `<${declaration.typeParameters.map((item) => item.getText()).join(', ')}>` : '';
      text = `${typeParameters}(${declaration.parameters.map((item) => item.getText()).join(', ')}) => ${declaration.type?.getText() ?? 'void'}`;
    }
    if (text === undefined) {
      return checkerText();
    }
    const outer = outerTypeParameters(declaration);
    const containerName = container.getSymbol()?.getName();
    const inBase = containerName !== undefined && containerName !== '__type' && this.declaringName(declaration) !== containerName;
    if (inBase && outer.some((name) => new RegExp(`\\b${name}\\b`).test(text))) {
      // `state: State` inside a generic base (GridStateApi<State>): print what it is in the documented type.
      const instantiated = this.checker.getPropertyOfType(container, prop.getName());
      if (instantiated) {
        const instantiatedType = this.checker.getTypeOfSymbolAtLocation(instantiated, location);
        const shown = instantiated.flags & typescript.SymbolFlags.Optional ? this.checker.getNonNullableType(instantiatedType) : instantiatedType;
        return cleanType(this.checker.typeToString(shown, undefined, typescript.TypeFormatFlags.NoTruncation));
      }
    }
    return cleanType(text);
  }

  /**
   * A function-typed member's signature: written as a function type or method, or any callable
   * member whose JSDoc documents `@param` / `@returns` (event listeners such as `onRowClick`).
   */
  private signatureOf(prop: ts.Symbol, declaration: ts.Declaration | undefined, location: ts.Node): RawSignature | undefined {
    if (!declaration) {
      return undefined;
    }
    const jsDocTags = typescript.getJSDocTags(declaration);
    const paramTags = jsDocTags.filter(typescript.isJSDocParameterTag);
    const returnTag = jsDocTags.find(typescript.isJSDocReturnTag);
    let typeNode = (typescript.isPropertySignature(declaration) || typescript.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
    while (typeNode && typescript.isParenthesizedTypeNode(typeNode)) {
      typeNode = typeNode.type;
    }
    const isMethod = typescript.isMethodSignature(declaration) || typescript.isMethodDeclaration(declaration);
    const written = isMethod || (typeNode !== undefined && typescript.isFunctionTypeNode(typeNode));
    if (!written && paramTags.length === 0 && !returnTag) {
      return undefined;
    }
    const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(prop, location));
    const call = type.getCallSignatures()[0];
    if (!call) {
      return undefined;
    }
    const commentText = (comment: ts.JSDocTag['comment']) => (typeof comment === 'string' ? comment : typescript.getTextOfJSDocComment(comment) ?? '').replace(/^\s*-\s+/, '').trim();
    const declaredParams = isMethod ? (declaration as ts.MethodSignature).parameters : typeNode && typescript.isFunctionTypeNode(typeNode) ? typeNode.parameters : undefined;
    const params: RawParam[] = call.getParameters().map((param, index) => {
      const tag = paramTags.find((item) => item.name.getText() === param.getName()) ?? paramTags[index];
      const declared = declaredParams?.[index];
      const typeText = declared?.type
        ? declared.type.getText()
        : tag?.typeExpression
          ? tag.typeExpression.type.getText()
          : this.checker.typeToString(this.checker.getTypeOfSymbolAtLocation(param, location), undefined, typescript.TypeFormatFlags.NoTruncation);
      const optional = declared?.questionToken !== undefined || (tag?.isBracketed ?? false);
      return { name: `${declared?.dotDotDotToken ? '...' : ''}${param.getName()}${optional ? '?' : ''}`, type: cleanType(typeText), description: tag ? commentText(tag.comment) : '' };
    });
    const declaredReturn = isMethod ? (declaration as ts.MethodSignature).type : typeNode && typescript.isFunctionTypeNode(typeNode) ? typeNode.type : undefined;
    const returnType = cleanType(
      declaredReturn?.getText() ??
        returnTag?.typeExpression?.type.getText() ??
        this.checker.typeToString(call.getReturnType(), undefined, typescript.TypeFormatFlags.NoTruncation),
    );
    const text = `(${params.map((param) => `${param.name}: ${param.type}`).join(', ')}) => ${returnType}`;
    const returns = returnTag ? commentText(returnTag.comment) : undefined;
    return { text, params, returnType, ...(returns ? { returns } : {}) };
  }
}

function outerTypeParameters(declaration: ts.Declaration): string[] {
  const names: string[] = [];
  let node: ts.Node | undefined = declaration.parent;
  while (node) {
    if ((typescript.isInterfaceDeclaration(node) || typescript.isTypeAliasDeclaration(node) || typescript.isClassDeclaration(node)) && node.typeParameters) {
      names.push(...node.typeParameters.map((parameter) => parameter.name.getText()));
    }
    node = node.parent;
  }
  return names;
}

/** The lowest plan whose version has the member; undefined when the free one does. */
function planForMember(name: string, lower: { plan: Plan | undefined; names: Set<string> }[], own: Plan | undefined): Plan | undefined {
  for (const version of lower) {
    if (version.names.has(name)) {
      return version.plan;
    }
  }
  return lower.length > 0 ? own : undefined;
}

/**
 * Marks members and slots that only exist in a higher plan, comparing a component with its
 * lower-plan variants of the same product (`DataGridPremium` with `DataGridPro` and `DataGrid`,
 * `BarChartPro` with `BarChart`).
 */
export function markPlans(pages: RawPage[]): void {
  const byName = new Map(pages.map((page) => [page.entry.name, page]));
  for (const page of pages) {
    if (page.entry.kind !== 'component') {
      continue;
    }
    const base = page.entry.name.replace(/(Premium|Pro)$/, '');
    if (base === page.entry.name) {
      continue;
    }
    const own = page.entry.plan ?? planOfPackageName(page.packageName);
    const variants = [base, `${base}Pro`]
      .filter((name) => name !== page.entry.name)
      .map((name) => byName.get(name))
      .filter((variant): variant is RawPage => variant !== undefined && variant.entry.product === page.entry.product)
      .map((variant) => ({ page: variant, rank: PLAN_RANK[variant.entry.plan ?? 'community'] }))
      .filter((variant) => variant.rank < PLAN_RANK[own ?? 'community'])
      .sort((a, b) => a.rank - b.rank);
    if (variants.length === 0) {
      continue;
    }
    const memberSets = variants.map((variant) => ({ plan: variant.page.entry.plan, names: new Set(variant.page.members.map((member) => member.name)) }));
    const slotSets = variants.map((variant) => ({ plan: variant.page.entry.plan, names: new Set(variant.page.slots.map((slot) => slot.name)) }));
    page.members = page.members.map((member) => withPlan(member, planForMember(member.name, memberSets, own)));
    page.slots = page.slots.map((slot) => withPlan(slot, planForMember(slot.name, slotSets, own)));
  }
}

function withPlan<T extends { plan?: Plan }>(item: T, plan: Plan | undefined): T {
  const copy = { ...item };
  delete copy.plan;
  return plan ? { ...copy, plan } : copy;
}

/** Whether a declaration comes from React's own types (native DOM props and the like). */
function isFromReactTypes(declaration: ts.Declaration): boolean {
  const fileName = declaration.getSourceFile().fileName.split(path.sep).join('/');
  return fileName.includes('/@types/react/') || fileName.includes('/typescript/lib/');
}

function sortBy<T>(items: T[], key: (item: T) => string): T[] {
  return items.sort((a, b) => key(a).localeCompare(key(b), 'en'));
}

function sortByName<T extends { name: string }>(items: T[]): T[] {
  return sortBy(items, (item) => item.name);
}

/**
 * The classes object's runtime values (`{ root: 'MuiDateCalendar-root', selected: 'Mui-selected' }`),
 * from the package's CommonJS build beside the declaration (`node/<same path>.js`), which only
 * needs @mui/utils: the class names are generated at runtime, not declared.
 */
export function runtimeClasses(declarationFile: string, exportName: string, packageDirectory: string): Record<string, string> {
  const real = (file: string) => (existsSync(file) ? realpathSync(file) : file);
  const relative = path.relative(real(packageDirectory), real(declarationFile)).replace(/\.d\.ts$/, '.js');
  const candidates = [path.join(packageDirectory, 'node', relative), path.join(packageDirectory, relative)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) {
    throw new Error(`API reference: no runtime file for ${exportName} (looked for ${candidates.join(', ')}).`);
  }
  const require = createRequire(file);
  const loaded = require(file) as Record<string, unknown>;
  const value = loaded[exportName];
  if (!value || typeof value !== 'object') {
    throw new Error(`API reference: ${file} does not export ${exportName}.`);
  }
  return value as Record<string, string>;
}
