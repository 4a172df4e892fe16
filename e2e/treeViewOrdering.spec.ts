import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHydrated, renderIslands, watchForProblems } from './site';

test('the ordering page moves tree items with keyboard-operable buttons and announces each move', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto('/x/react-tree-view/rich-tree-view/ordering/');
  await expectHydrated(page);
  await renderIslands(page);
  const demo = page.locator('.demo').filter({ has: page.getByRole('tree', { name: 'Running playlist' }) });
  const tree = demo.getByRole('tree', { name: 'Running playlist' });
  await tree.scrollIntoViewIfNeeded();
  const labels = () => tree.getByRole('treeitem').evaluateAll((items) => items.map((item) => item.getAttribute('id') ?? ''));

  // "Paper planes" is selected and last in its group: it cannot move down.
  await expect(tree.getByRole('treeitem', { name: 'Paper planes' })).toHaveAttribute('aria-selected', 'true');
  await expect(demo.getByRole('button', { name: 'Move down' })).toBeDisabled();

  await demo.getByRole('button', { name: 'Move out of group' }).press('Enter');
  await expect(demo.getByRole('status')).toHaveText('Paper planes: position 2 in the top level.');
  const order = await labels();
  expect(order.findIndex((id) => id.endsWith('paper-planes'))).toBeGreaterThan(order.findIndex((id) => id.endsWith('slow-sunrise')));
  // At the top level, "Move out of group" is no longer possible.
  await expect(demo.getByRole('button', { name: 'Move out of group' })).toBeDisabled();

  await demo.getByRole('button', { name: 'Move into previous' }).press('Enter');
  await expect(demo.getByRole('status')).toHaveText('Paper planes: position 2 in Warm-up.');
  await expect(tree.getByRole('treeitem', { name: 'Warm-up' }).getByRole('group').getByRole('treeitem', { name: 'Paper planes' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('drag and drop on RichTreeViewPro (@mui/x-tree-view-pro 7.22.1)', () => {
  const open = async (page: Page, treeName: string) => {
    await page.goto('/x/react-tree-view/rich-tree-view/ordering/');
    await expectHydrated(page);
    await renderIslands(page);
    const tree = page.getByRole('tree', { name: treeName });
    await tree.scrollIntoViewIfNeeded();
    await expect(tree.getByRole('treeitem').first()).toBeVisible();
    return tree;
  };
  const rowOf = (tree: Locator, name: string) =>
    tree.getByRole('treeitem', { name, exact: true }).locator('> div').first();
  const lastTopLevel = (tree: Locator) => tree.locator('> [role="treeitem"]').last();

  test('dropping an item on the top edge of another one moves it above, into that group', async ({ page }) => {
    const problems = watchForProblems(page);
    const tree = await open(page, 'Workout mix');
    const target = rowOf(tree, 'Slow sunrise');
    const box = await target.boundingBox();
    expect(box).not.toBeNull();
    await rowOf(tree, 'Cool-down').dragTo(target, { targetPosition: { x: (box?.width ?? 0) / 2, y: 2 } });
    await expect(tree.getByRole('treeitem', { name: 'Warm-up' }).getByRole('group').getByRole('treeitem').first()).toHaveAccessibleName('Cool-down');
    await expect(lastTopLevel(tree)).toHaveAccessibleName(/Workout/);
    expect(problems).toEqual([]);
  });

  test('with a drag handle, only the handle starts a drag', async ({ page }) => {
    const problems = watchForProblems(page);
    const tree = await open(page, 'Page layers');
    const target = rowOf(tree, 'Logo');
    const box = await target.boundingBox();
    const above = { x: (box?.width ?? 0) / 2, y: 2 };
    // Dragging the row itself does nothing.
    await rowOf(tree, 'Footer').dragTo(target, { targetPosition: above });
    await expect(tree.getByRole('treeitem', { name: 'Header' }).getByRole('group').getByRole('treeitem').first()).toHaveAccessibleName('Logo');
    // Dragging its handle moves it.
    await rowOf(tree, 'Footer').locator('[draggable="true"]').dragTo(target, { targetPosition: above });
    await expect(tree.getByRole('treeitem', { name: 'Header' }).getByRole('group').getByRole('treeitem').first()).toHaveAccessibleName('Footer');
    expect(problems).toEqual([]);
  });
});
