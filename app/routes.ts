// The route table, made from the screens' one declaration (screens.ts).
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { SCREENS, type ScreenNode } from "./screens";

function toRoute(node: ScreenNode): RouteConfigEntry {
  const options = node.id ? { id: node.id } : undefined;
  if (node.index) return index(node.file, options);
  if (node.children) return layout(node.file, node.children.map(toRoute));
  return options ? route(node.path!, node.file, options) : route(node.path!, node.file);
}

export default SCREENS.map(toRoute) satisfies RouteConfig;
