// The panel's colours, shared by react-admin's theme (layout.tsx) and the admin host's own
// pages (sign-in, site chooser). react-admin's default theme misses WCAG AA's 4.5:1 in three
// places: the app bar (white on #2196f3, 3.1:1), text buttons and focused labels (#1976d2 on
// #fafafb, 4.4:1) and the red delete button (3.8:1): each colour is a darker shade of itself
// (≥ 5.7:1). The publication chips' « warning » (white on #ed6c02, 3.1:1) and « info » (white
// on #0288d1, 4.1:1) are darkened the same way (≥ 5:1).

export const ADMIN_PALETTE = {
  primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  error: { light: '#e57373', main: '#b71c1c', dark: '#7f0000', contrastText: '#fff' },
  warning: { light: '#f59e0b', main: '#b45309', dark: '#7c2d12', contrastText: '#fff' },
  info: { light: '#4fc3f7', main: '#01579b', dark: '#002f6c', contrastText: '#fff' },
};
