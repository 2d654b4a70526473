import {
  type DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
} from 'typedoc';

/**
 * Shows inherited members once: TypeDoc repeats every inherited method on each subclass page
 * (TextNode would repeat all of LexicalNode), which makes node class pages several hundred
 * kilobytes. This removes the copies from subclasses and lists them instead, each linked to the
 * class that declares it.
 */
export class InheritedMembers {
  private readonly byOwner = new Map<DeclarationReflection, DeclarationReflection[]>();

  /** Removes inherited copies from every class and interface, remembering what they were. */
  collect(project: ProjectReflection): void {
    for (const owner of Object.values(project.reflections)) {
      if (
        !owner.isDeclaration() ||
        !owner.kindOf([ReflectionKind.Class, ReflectionKind.Interface])
      ) {
        continue;
      }
      const copies = (owner.children ?? []).filter(
        (child) => child.inheritedFrom && !child.overwrites,
      );
      const declared = copies
        .map((copy) => declaringMember(copy))
        .filter((member): member is DeclarationReflection => member !== undefined);
      if (declared.length > 0) {
        this.byOwner.set(owner, declared);
      }
      for (const copy of copies) {
        project.removeReflection(copy);
      }
    }
  }

  /** The "Inherited members" section of a class or interface page, in Markdown. */
  section(owner: Reflection, urlOf: (target: Reflection) => string): string {
    const members = owner.isDeclaration() ? this.byOwner.get(owner) : undefined;
    if (!members) {
      return '';
    }
    const byDeclaringClass = new Map<Reflection, DeclarationReflection[]>();
    for (const member of members) {
      const declaringClass = member.parent;
      if (declaringClass) {
        byDeclaringClass.set(declaringClass, [
          ...(byDeclaringClass.get(declaringClass) ?? []),
          member,
        ]);
      }
    }
    const lines = [...byDeclaringClass].map(([declaringClass, declared]) => {
      const list = declared
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((member) => `[\`${member.name}\`](${urlOf(member)})`)
        .join(', ');
      return `From [\`${declaringClass.name}\`](${urlOf(declaringClass)}): ${list}.`;
    });
    return `\n## Inherited members {/* #inherited-members */}\n\n${lines.join('\n\n')}\n`;
  }
}

/** The member an inherited copy comes from, followed up the chain to where it is declared. */
function declaringMember(copy: DeclarationReflection): DeclarationReflection | undefined {
  let member: DeclarationReflection | undefined = copy;
  for (let depth = 0; member?.inheritedFrom && depth < 20; depth += 1) {
    const target: Reflection | undefined = member.inheritedFrom.reflection;
    member = target?.isDeclaration() ? target : undefined;
  }
  return member;
}
