import { expect, test } from '@playwright/test';
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
