/** A zone of `import/no-restricted-paths`: files under `target` may not import from `from`. */
export interface ImportZone {
  readonly target: string;
  readonly from: string | readonly string[];
  readonly except?: readonly string[];
  readonly message: string;
}

/** The app's import floors (see import-floors.mjs). */
export const floors: readonly ImportZone[];
