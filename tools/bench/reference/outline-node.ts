/**
 * A node of a screen's outline as React creates it: an element (its tag, the props React sets
 * its attributes from, its children) or a text. The bench reads it from the built app's
 * index.html (`src/outline-nodes.ts`); the React floor page renders it (`react-floor.tsx`).
 */
export type OutlineNode = OutlineElement | string;

/** Props as React DOM takes them (`className`, `tabIndex`, `defaultChecked`, `stroke-width`). */
export type OutlineProps = Readonly<Record<string, string | boolean>>;

export interface OutlineElement {
  readonly tag: string;
  readonly props: OutlineProps;
  readonly children: readonly OutlineNode[];
}

/** A screen the React floor routes to: its address pattern and the outline it paints. */
export interface OutlineRoute {
  /** As React Router matches it (`/home`, `/find/*`). */
  readonly path: string;
  /** Its kind's part of the outline (`home`, `player` …); `tabs` is the tab bar alone. */
  readonly kind: string;
  /** The tab it marks current, when it is a tab's screen. */
  readonly tab?: string;
  /** Whether its outline shows the tab bar (its kind is a tab screen's). */
  readonly tabBar: boolean;
}

/** What the React floor page is built with: the routes and each kind's outline. */
export interface ReactFloorOutline {
  /** Where the page is served: the router's basename. */
  readonly basename: string;
  readonly routes: readonly OutlineRoute[];
  /** The `.outline` element, without its parts. */
  readonly frame: OutlineElement;
  /** Each kind's part (`.outline-home` …), the tab bar's under `tabs`. */
  readonly parts: Readonly<Record<string, OutlineElement>>;
}
