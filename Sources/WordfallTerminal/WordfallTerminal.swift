// WordfallTerminal: see ../shared/STYLE.md for what belongs here.
