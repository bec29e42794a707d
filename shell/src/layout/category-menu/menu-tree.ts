/** A node of `GET /item/public/buyer/collection/tree/list` (spec §7), as far as the menu reads it. */
export interface CategoryTreeNode {
  name?: unknown;
  urlHandle?: unknown;
  sort?: unknown;
  children?: unknown;
}

/** A menu link: the category's name and its `/[urlHandle]` listing page. */
export interface MenuLink {
  name: string;
  href: string;
}

/** A department (top of the tree) and its categories: the header's category menu. */
export interface MenuDepartment extends MenuLink {
  children: MenuLink[];
}

export const CATEGORY_TREE_PATH = '/item/public/buyer/collection/tree/list';

/** Departments beyond this many would not fit the mega menu; their pages stay reachable from `/categories`. */
export const MENU_MAX_DEPARTMENTS = 12;
/** Categories per department in the menu (the department's own link leads to the rest). */
export const MENU_MAX_CHILDREN = 10;

const HANDLE = /^[a-z0-9][a-z0-9-]*$/i;

function linkOf(node: CategoryTreeNode): MenuLink | undefined {
  if (typeof node?.name !== 'string' || !node.name.trim() || typeof node.urlHandle !== 'string' || !HANDLE.test(node.urlHandle)) return undefined;
  return { name: node.name.trim(), href: `/${node.urlHandle.toLowerCase()}` };
}

const bySort = (a: CategoryTreeNode, b: CategoryTreeNode) => (typeof a.sort === 'number' ? a.sort : 0) - (typeof b.sort === 'number' ? b.sort : 0);
const nodes = (list: unknown): CategoryTreeNode[] => (Array.isArray(list) ? (list as CategoryTreeNode[]).filter((n) => n && typeof n === 'object').sort(bySort) : []);

/**
 * The menu from the category tree: two levels (departments and their categories), only names and
 * handles (it travels in every composed page's boot data), nodes without a usable handle left out.
 */
export function menuOf(tree: unknown): MenuDepartment[] {
  const departments: MenuDepartment[] = [];
  for (const node of nodes(tree)) {
    const link = linkOf(node);
    if (!link) continue;
    const children = nodes(node.children)
      .map(linkOf)
      .filter((c): c is MenuLink => c !== undefined)
      .slice(0, MENU_MAX_CHILDREN);
    departments.push({ ...link, children });
    if (departments.length === MENU_MAX_DEPARTMENTS) break;
  }
  return departments;
}
