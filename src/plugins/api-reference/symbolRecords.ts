import {
  Comment,
  type CommentDisplayPart,
  DeclarationReflection,
  type ParameterReflection,
  type ProjectReflection,
  ReferenceReflection,
  ReflectionKind,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';

import type {SymbolMember, SymbolRecord} from '../../../mcp/dataFormat';
import type {ApiEntryPoint} from './entryPoints';
import type {LexicalSinceData} from './sinceNotes';
import type {SymbolAddresses} from './symbolIndex';

const typeText = (type: SomeType | undefined): string => type?.toString() ?? 'unknown';

function typeParametersText(parameters: readonly TypeParameterReflection[] | undefined): string {
  if (!parameters?.length) return '';
  const text = parameters.map((parameter) =>
    [
      parameter.name,
      parameter.type ? ` extends ${typeText(parameter.type)}` : '',
      parameter.default ? ` = ${typeText(parameter.default)}` : '',
    ].join(''),
  );
  return `<${text.join(', ')}>`;
}

function parameterText(parameter: ParameterReflection): string {
  const rest = parameter.flags.isRest ? '...' : '';
  const optional = parameter.flags.isOptional || parameter.defaultValue !== undefined ? '?' : '';
  return `${rest}${parameter.name}${optional}: ${typeText(parameter.type)}`;
}

/** `name<T>(a: A, b?: B): R` (without a return type for a constructor). */
function signatureText(name: string, signature: SignatureReflection, returns = true): string {
  const parameters = (signature.parameters ?? []).map(parameterText).join(', ');
  const result = returns ? `: ${typeText(signature.type)}` : '';
  return `${name}${typeParametersText(signature.typeParameters)}(${parameters})${result}`;
}

const heritage = (keyword: string, types: readonly SomeType[] | undefined): string =>
  types?.length ? ` ${keyword} ${types.map(typeText).join(', ')}` : '';

/** The declaration of an exported symbol, in TypeScript. */
function declarationText(symbol: DeclarationReflection): string {
  const typeParameters = typeParametersText(symbol.typeParameters);
  switch (symbol.kind) {
    case ReflectionKind.Function:
      return (symbol.signatures ?? [])
        .map((signature) => `function ${signatureText(symbol.name, signature)}`)
        .join('\n');
    case ReflectionKind.Class:
      return `class ${symbol.name}${typeParameters}${heritage('extends', symbol.extendedTypes)}${heritage('implements', symbol.implementedTypes)}`;
    case ReflectionKind.Interface:
      return `interface ${symbol.name}${typeParameters}${heritage('extends', symbol.extendedTypes)}`;
    case ReflectionKind.TypeAlias:
      return `type ${symbol.name}${typeParameters} = ${typeText(symbol.type)}`;
    case ReflectionKind.Variable:
      return `${symbol.flags.isConst ? 'const' : 'let'} ${symbol.name}: ${typeText(symbol.type)}`;
    default:
      return `${ReflectionKind.singularString(symbol.kind).toLowerCase()} ${symbol.name}`;
  }
}

/** The declaration of a class's or interface's member. */
function memberText(member: DeclarationReflection): string {
  const modifiers = [
    member.flags.isStatic ? 'static ' : '',
    member.flags.isReadonly ? 'readonly ' : '',
  ].join('');
  switch (member.kind) {
    case ReflectionKind.Constructor:
      return (member.signatures ?? [])
        .map((signature) => signatureText('constructor', signature, false))
        .join('\n');
    case ReflectionKind.Method:
      return (member.signatures ?? [])
        .map((signature) => `${modifiers}${signatureText(member.name, signature)}`)
        .join('\n');
    case ReflectionKind.Accessor:
      return [
        member.getSignature && `get ${member.name}(): ${typeText(member.getSignature.type)}`,
        member.setSignature && `set ${signatureText(member.name, member.setSignature, false)}`,
      ]
        .filter(Boolean)
        .join('\n');
    default:
      return `${modifiers}${member.name}${member.flags.isOptional ? '?' : ''}: ${typeText(member.type)}`;
  }
}

/** The comment of a symbol: its own, or its first signature's (where functions keep theirs). */
function commentOf(symbol: DeclarationReflection): Comment | undefined {
  return (
    symbol.comment ??
    symbol.signatures?.[0]?.comment ??
    symbol.getSignature?.comment ??
    symbol.setSignature?.comment
  );
}

const markdownOf = (parts: readonly CommentDisplayPart[]): string =>
  Comment.combineDisplayParts(parts).trim();

/** The deprecation note, `''` for a bare `@deprecated`, or nothing when it is not deprecated. */
function deprecationOf(comment: Comment | undefined): {deprecated?: string} {
  const tag = comment?.getTag('@deprecated');
  return tag ? {deprecated: markdownOf(tag.content)} : {};
}

const firstParagraph = (markdown: string): string => markdown.split(/\n\s*\n/)[0] ?? '';

function memberRecords(owner: DeclarationReflection): SymbolMember[] {
  return (owner.children ?? [])
    .filter((member) => !member.inheritedFrom)
    .map((member) => {
      const comment = commentOf(member);
      return {
        name: member.name,
        kind: ReflectionKind.singularString(member.kind).toLowerCase(),
        signature: memberText(member),
        summary: firstParagraph(markdownOf(comment?.summary ?? [])),
        ...deprecationOf(comment),
      };
    });
}

/** What a module's export declares: itself, or for a re-export, what it re-exports. */
function declarationOf(exported: DeclarationReflection): DeclarationReflection | undefined {
  const target =
    exported instanceof ReferenceReflection ? exported.getTargetReflectionDeep() : exported;
  return target instanceof DeclarationReflection ? target : undefined;
}

/**
 * A record of every exported symbol of every module, for the MCP server's symbol lookup: its
 * declaration, doc comment, deprecation, the release it arrived in and its address in the
 * reference. A symbol several modules export has a record for each.
 */
export function buildSymbolRecords(
  project: ProjectReflection,
  entryPoints: readonly ApiEntryPoint[],
  addresses: SymbolAddresses,
  since: LexicalSinceData,
): SymbolRecord[] {
  const packageOf = new Map(entryPoints.map((entry) => [entry.importPath, entry.packageName]));
  return project.getChildrenByKind(ReflectionKind.Module).flatMap((module) =>
    (module.children ?? []).flatMap((exported): SymbolRecord[] => {
      const url = addresses.get(exported.name)?.get(module.name);
      const symbol = declarationOf(exported);
      if (!url || !symbol) return [];
      const comment = commentOf(symbol);
      const arrived = since.modules[module.name]?.[exported.name];
      const hasMembers =
        symbol.kind === ReflectionKind.Class || symbol.kind === ReflectionKind.Interface;
      return [
        {
          name: exported.name,
          kind: ReflectionKind.singularString(symbol.kind).toLowerCase(),
          module: module.name,
          package: packageOf.get(module.name) ?? module.name,
          signature: declarationText(symbol),
          summary: markdownOf(comment?.summary ?? []),
          ...deprecationOf(comment),
          ...(arrived !== undefined && {
            since: typeof arrived === 'string' ? arrived : arrived[0],
          }),
          url,
          ...(hasMembers && {members: memberRecords(symbol)}),
        },
      ];
    }),
  );
}
