// The React floor of a first visit, which Lighthouse measures beside the app and the
// framework-free floor: React, React DOM and React Router (the app's `BrowserRouter`, under a
// basename) painting the route's outline and nothing else: no data, no store, no screen code.
// The outline is the app's own, read from its built index.html (the markup the build renders
// from the screens' loading components) into the elements React creates, so that the page
// paints the app's first view at React's cost alone.
import { createElement, type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import outline from 'virtual:react-floor-outline';
import type { OutlineNode, OutlineRoute } from './outline-node';

/** A node as React creates it: children as arguments, as compiled JSX passes static children. */
function render(node: OutlineNode): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.tag, node.props, ...node.children.map(render));
}

/** The route's part of the outline and, on a tab's screen, the tab bar, as the app paints them. */
function RouteOutline({ route }: { readonly route: OutlineRoute }) {
  const part = outline.parts[route.kind];
  const tabBar = outline.parts['tabs'];
  const { frame } = outline;
  // The attributes the app's outline script sets on <html>, which the outline's rules read.
  return (
    <div data-outline={route.kind} data-outline-tab={route.tab}>
      {createElement(
        frame.tag,
        frame.props,
        route.kind !== 'tabs' && part ? render(part) : null,
        route.tabBar && tabBar ? render(tabBar) : null,
      )}
    </div>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The React floor page has no #root.');
// As the app renders its first screen: in a transition, in StrictMode.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter basename={outline.basename}>
        <Routes>
          {outline.routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteOutline route={route} />} />
          ))}
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
});
