// Placeholder so the target builds until the Events library lands (issue 2).
