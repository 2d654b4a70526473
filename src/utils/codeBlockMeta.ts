/**
 * Whether a code block's meta (the info string after its language) holds a bare word such as
 * `fragment`, outside quoted values such as `title="how to run it"`.
 */
export function hasMetaFlag(meta: string, flag: string): boolean {
  const bare = meta.replace(/"[^"]*"|'[^']*'/g, '');
  return new RegExp(`(^|\\s)${flag}(\\s|$)`).test(bare);
}
