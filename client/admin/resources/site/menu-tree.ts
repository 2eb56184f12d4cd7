// The menu tree the owner reorders: the flat page list the API answers becomes a
// tree, the tree is edited (drag and drop, or the keyboard buttons) without mutation, and the
// result becomes the body of PUT /admin/page-order (every page with its parent and position).
// Pure, so each move is unit-tested without a browser. The server still refuses loops.

export interface MenuPage {
  id: number;
  idParent: number | null;
  order: number;
  title: string;
}

export interface MenuNode<P extends MenuPage = MenuPage> {
  page: P;
  children: MenuNode<P>[];
}

/** One row of the tree as it is drawn: depth-first, with its depth and parent. */
export interface FlatNode<P extends MenuPage = MenuPage> {
  page: P;
  parentId: number | null;
  depth: number;
}

export interface PageOrderEntry {
  id: number;
  idParent: number | null;
  order: number;
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/** The tree from the flat list: siblings by position then id; a page whose parent is missing is a root. */
export function buildMenuTree<P extends MenuPage>(pages: readonly P[]): MenuNode<P>[] {
  const sorted = [...pages].sort((a, b) => a.order - b.order || a.id - b.id);
  const nodes = new Map(sorted.map((page) => [page.id, { page, children: [] as MenuNode<P>[] }]));
  const roots: MenuNode<P>[] = [];
  for (const node of nodes.values()) {
    const parent = node.page.idParent === null ? undefined : nodes.get(node.page.idParent);
    // A page cannot hang under itself; a stored loop (never written by the API) shows at the root.
    if (parent && parent !== node && !isInside(node, parent.page.id)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function isInside<P extends MenuPage>(node: MenuNode<P>, id: number): boolean {
  return node.children.some((child) => child.page.id === id || isInside(child, id));
}

export function flattenTree<P extends MenuPage>(
  tree: readonly MenuNode<P>[],
  parentId: number | null = null,
  depth = 0,
): FlatNode<P>[] {
  return tree.flatMap((node) => [
    { page: node.page, parentId, depth },
    ...flattenTree(node.children, node.page.id, depth + 1),
  ]);
}

/** The body of PUT /admin/page-order: each page's parent and its position among its siblings. */
export function pageOrderPayload(
  tree: readonly MenuNode[],
  parentId: number | null = null,
): PageOrderEntry[] {
  return tree.flatMap((node, order) => [
    { id: node.page.id, idParent: parentId, order },
    ...pageOrderPayload(node.children, node.page.id),
  ]);
}

/** The tree from depth-first rows that name their parent (the inverse of flattenTree). */
function treeFromFlat<P extends MenuPage>(rows: readonly FlatNode<P>[]): MenuNode<P>[] {
  const roots: MenuNode<P>[] = [];
  const nodes = new Map<number, MenuNode<P>>();
  for (const row of rows) {
    const node: MenuNode<P> = { page: row.page, children: [] };
    nodes.set(row.page.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The sibling list holding `id`, its index, and the parent's id; null when absent. */
function locate<P extends MenuPage>(
  tree: MenuNode<P>[],
  id: number,
  parentId: number | null = null,
): { siblings: MenuNode<P>[]; index: number; parentId: number | null } | null {
  const index = tree.findIndex((node) => node.page.id === id);
  if (index >= 0) return { siblings: tree, index, parentId };
  for (const node of tree) {
    const found = locate(node.children, id, node.page.id);
    if (found) return found;
  }
  return null;
}

const clone = <P extends MenuPage>(tree: readonly MenuNode<P>[]): MenuNode<P>[] =>
  tree.map((node) => ({ page: node.page, children: clone(node.children) }));

/**
 * The keyboard alternative to dragging: up and down among siblings, indent under the previous
 * sibling (as its last child), outdent to just after the parent. A move that is not possible
 * (first page up, root page outdent…) returns the tree unchanged.
 */
export function moveNode<P extends MenuPage>(
  tree: readonly MenuNode<P>[],
  id: number,
  move: KeyboardMove,
): MenuNode<P>[] {
  const next = clone(tree);
  const place = locate(next, id);
  if (!place) return next;
  const { siblings, index } = place;
  const node = siblings[index]!;
  if (move === 'up' || move === 'down') {
    const target = move === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= siblings.length) return next;
    siblings.splice(index, 1);
    siblings.splice(target, 0, node);
    return next;
  }
  if (move === 'indent') {
    const previous = siblings[index - 1];
    if (!previous) return next;
    siblings.splice(index, 1);
    previous.children.push(node);
    return next;
  }
  if (place.parentId === null) return next;
  const parentPlace = locate(next, place.parentId)!;
  siblings.splice(index, 1);
  parentPlace.siblings.splice(parentPlace.index + 1, 0, node);
  return next;
}

/** Which keyboard moves are possible for a page (the buttons that are not are disabled). */
export function possibleMoves(tree: readonly MenuNode[], id: number): Record<KeyboardMove, boolean> {
  const place = locate(clone(tree), id);
  if (!place) return { up: false, down: false, indent: false, outdent: false };
  return {
    up: place.index > 0,
    down: place.index < place.siblings.length - 1,
    indent: place.index > 0,
    outdent: place.parentId !== null,
  };
}

/** Where a dragged page lands: after the drop, at this depth and under this parent. */
export interface DropProjection {
  depth: number;
  parentId: number | null;
}

/** The rows while `id` is dragged: its descendants travel with it and are not drop targets. */
export function rowsWhileDragging<P extends MenuPage>(
  rows: readonly FlatNode<P>[],
  id: number,
): FlatNode<P>[] {
  const hidden = new Set<number>([id]);
  return rows.filter((row) => {
    if (row.parentId !== null && hidden.has(row.parentId)) {
      hidden.add(row.page.id);
      return false;
    }
    return true;
  });
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The drop of the dnd-kit sortable tree: the dragged row takes the place of the row it is over,
 * and the horizontal drag (in steps of `indent` pixels) chooses its depth between what its new
 * neighbours allow (at most one deeper than the row above, at least as deep as the row below).
 */
export function projectDrop<P extends MenuPage>(
  rows: readonly FlatNode<P>[],
  activeId: number,
  overId: number,
  offsetX: number,
  indent: number,
): DropProjection | null {
  const visible = rowsWhileDragging(rows, activeId);
  const from = visible.findIndex((row) => row.page.id === activeId);
  const to = visible.findIndex((row) => row.page.id === overId);
  if (from < 0 || to < 0) return null;
  const moved = moveItem(visible, from, to);
  const active = visible[from]!;
  const previous = moved[to - 1];
  const following = moved[to + 1];
  const wanted = active.depth + Math.round(offsetX / indent);
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = following ? following.depth : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));
  if (depth === 0 || !previous) return { depth: 0, parentId: null };
  if (depth === previous.depth) return { depth, parentId: previous.parentId };
  if (depth > previous.depth) return { depth, parentId: previous.page.id };
  const ancestor = moved
    .slice(0, to)
    .reverse()
    .find((row) => row.depth === depth);
  return { depth, parentId: ancestor?.parentId ?? null };
}

/** The tree after dropping `activeId` over `overId` with that projection (its subtree follows it). */
export function applyDrop<P extends MenuPage>(
  tree: readonly MenuNode<P>[],
  activeId: number,
  overId: number,
  projection: DropProjection,
): MenuNode<P>[] {
  const rows = flattenTree(tree);
  const visible = rowsWhileDragging(rows, activeId);
  const from = visible.findIndex((row) => row.page.id === activeId);
  const to = visible.findIndex((row) => row.page.id === overId);
  if (from < 0 || to < 0) return clone(tree);
  const moved = moveItem(visible, from, to);
  moved[to] = { ...moved[to]!, parentId: projection.parentId, depth: projection.depth };
  const carried = rows.filter((row) => !visible.includes(row));
  const withSubtree = [...moved.slice(0, to + 1), ...carried, ...moved.slice(to + 1)];
  return treeFromFlat(withSubtree);
}
