import * as React from 'react';
import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// Every SimpleTreeView and TreeItem inside the provider gets these defaults and styles.
const treeOverrides: ThemeOptions = {
  components: {
    MuiSimpleTreeView: {
      defaultProps: { itemChildrenIndentation: 20 },
    },
    MuiTreeItem: {
      styleOverrides: {
        content: ({ theme }) => ({
          borderRadius: 0,
          borderLeft: '3px solid transparent',
          [`&.${treeItemClasses.selected}`]: {
            borderLeftColor: theme.palette.secondary.main,
            backgroundColor: theme.palette.action.hover,
          },
        }),
        label: { fontSize: 14, letterSpacing: 0.2 },
      },
    },
  },
};

// Merging into the outer theme keeps its palette, so dark mode still works.
const extendTheme = (outerTheme: Theme) => createTheme(outerTheme, treeOverrides);

export default function ThemeOverrides() {
  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <ThemeProvider theme={extendTheme}>
        <SimpleTreeView aria-label="Course outline" defaultExpandedItems={['week-1']} defaultSelectedItems="intro">
          <TreeItem itemId="week-1" label="Week 1: Foundations">
            <TreeItem itemId="intro" label="Welcome video" />
            <TreeItem itemId="reading" label="Reading list" />
          </TreeItem>
          <TreeItem itemId="week-2" label="Week 2: Practice">
            <TreeItem itemId="quiz" label="Quiz" />
          </TreeItem>
        </SimpleTreeView>
      </ThemeProvider>
    </div>
  );
}
