import semver from 'semver';

/** One release of `lexical` newer than the pin, and the documented packages it lacks. */
export interface ReleaseAvailability {
  version: string;
  missing: string[];
}

export interface UpgradeCheck {
  pinned: string;
  /** Newer releases of `lexical`, oldest first. */
  newer: ReleaseAvailability[];
  /** The newest of them at which every documented package is published; none if none is. */
  newestComplete?: string;
}

/** Which newer `lexical` releases the site could move to, from the versions each package has. */
export function checkUpgrade(
  pinned: string,
  published: ReadonlyMap<string, readonly string[]>,
): UpgradeCheck {
  const newer = (published.get('lexical') ?? [])
    .filter((version) => semver.gt(version, pinned))
    .map((version) => ({
      version,
      missing: [...published]
        .filter(([, versions]) => !versions.includes(version))
        .map(([name]) => name),
    }));
  const newestComplete = newer.filter((release) => release.missing.length === 0).at(-1)?.version;
  return {pinned, newer, ...(newestComplete === undefined ? {} : {newestComplete})};
}

/** The check as the command prints it. */
export function formatUpgradeCheck(check: UpgradeCheck, packageCount: number): string {
  const lines = [`Pinned: ${check.pinned}. Documented packages: ${packageCount}.`];
  if (check.newer.length === 0) {
    lines.push(`No release of lexical is newer than ${check.pinned}.`);
    return lines.join('\n');
  }
  for (const release of check.newer) {
    lines.push(
      release.missing.length === 0
        ? `${release.version}: every documented package is published.`
        : `${release.version}: not published: ${release.missing.join(', ')}.`,
    );
  }
  lines.push(
    check.newestComplete === undefined
      ? `No newer release has every documented package; the site stays on ${check.pinned}.`
      : `Newest release with every documented package: ${check.newestComplete} (npm run lexical:upgrade -- ${check.newestComplete}).`,
  );
  return lines.join('\n');
}
